/** Placeholder: filled in by its feature's owner. */
export function PlaceholderPage(_props: { view: string }) {
  return null;
}
