/** Placeholder: filled in by its feature's owner. */
export function StudioPage() {
  return null;
}
