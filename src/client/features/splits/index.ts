// Entry of splits, what other features may use (issue 15 item 4).
export { SplitsPreview } from './splits-preview';
export { SplitsTab } from './splits-tab';
