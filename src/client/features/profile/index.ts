// What other features may use of profile (issue 15 item 4: features meet only through their entries).
export { InitialsAvatar } from './components/initials-avatar';
