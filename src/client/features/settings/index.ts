// Entry of settings, what other features may use (issue 15 item 4): the account's settings (auto-
// save on or off) and the Save button editors show when it is off.
export { useAccountSettings, useAutoSaveEnabled } from './api/settings';
export { ManualSaveButton } from './components/manual-save-button';
