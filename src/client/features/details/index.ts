// Entry of details, what other features may use (issue 15 item 4).
export { DetailsTab } from './details-tab';
