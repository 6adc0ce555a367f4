// Entry of details, what other features may use (issue 15 item 4).
export { DetailsTab } from './details-tab';
// The song page's "Use in song details" (issue 27 item 5) reads and writes the same details.
export { projectDetailsQuery, useSaveDetails } from './api/details';
export { useDetailsLabels } from './components/use-details-labels';
