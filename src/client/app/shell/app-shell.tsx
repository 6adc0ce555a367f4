/** Placeholder: filled in by its feature's owner. */
export function AppShell() {
  return null;
}
