// What other features may use of collaborations (issue 15 item 4: features meet only through their entries).
export { CollaboratorsTab } from './collaborators-tab';
export { LeaveProjectDialog } from './components/leave-project-dialog';
