/** Placeholder: filled in by its feature's owner. */
export function DashboardPage() {
  return null;
}
