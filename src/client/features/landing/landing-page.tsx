/** Placeholder: filled in by its feature's owner. */
export function LandingPage() {
  return null;
}
