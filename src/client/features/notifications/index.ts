// Entry of notifications: only the app shell (app/: router, shell) reaches its pages and parts;
// an export added here is what another feature may import.
export { ProjectMuteItem } from './components/project-mute-item';
export { useProjectMute } from './api/project-mute';
