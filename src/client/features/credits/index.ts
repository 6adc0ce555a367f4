// What other features may use of credits (issue 15 item 4: features meet only through their entries).
export { CreditsPreview } from './credits-preview';
export { CreditsTab } from './credits-tab';
