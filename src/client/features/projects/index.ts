// What other features may use of projects (issue 15 item 4: features meet only through here).
export { ProjectStatusPill } from './components/project-status-pill';
export { NewProjectButton } from './components/new-project-button';
export { useRecentlyOpenedProjects } from './use-recently-opened';
