// Stands in for the `use-sync-external-store/shim` package (vite.config.ts aliases it here):
// react-i18next imports it to support React 17, and on React 18+ the package hands back
// React's own hook, so its fallback implementation was dead weight in the first load.
export { useSyncExternalStore } from 'react';
