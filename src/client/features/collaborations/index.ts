// Entry of collaborations, what other features may use (issue 15 item 4).
export { CollaboratorsTab } from './collaborators-tab';
export { LeaveProjectDialog } from './components/leave-project-dialog';
export { MembersPreview } from './components/members-preview';
