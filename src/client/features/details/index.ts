// What other features may use of details (issue 15 item 4: features meet only through their entries).
export { DetailsTab } from './details-tab';
