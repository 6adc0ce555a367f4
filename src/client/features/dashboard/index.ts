// Entry of the dashboard, what other features may use (issue 15 item 4).
export { ProfilePictureButton } from './components/profile-picture-button';
