// Entry of credits, what other features may use (issue 15 item 4).
export { CreditsPreview } from './credits-preview';
export { CreditsTab } from './credits-tab';
