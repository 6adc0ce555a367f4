/** Placeholder: filled in by its feature's owner. */
export function TermsPage() {
  return null;
}
