/** Placeholder: filled in by its feature's owner. */
export function NotFoundPage() {
  return null;
}
