// What other features may use of the dashboard (issue 15 item 4: features meet only through their entries).
export { ProfilePictureButton } from './components/profile-picture-button';
