// Entry of profile, what other features may use (issue 15 item 4).
export { InitialsAvatar } from './components/initials-avatar';
