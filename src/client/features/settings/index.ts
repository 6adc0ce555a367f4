// Entry of settings: other features use nothing of it. The account's settings are read through
// lib/queries/account-settings, auto-save on or off through hooks/use-auto-save-enabled, and the
// Save button editors show when it is off is components/manual-save-button.
export {};
