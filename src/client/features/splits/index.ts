// What other features may use of splits (issue 15 item 4: features meet only through their entries).
export { SplitsPreview } from './splits-preview';
export { SplitsTab } from './splits-tab';
