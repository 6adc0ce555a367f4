/** Placeholder: filled in by its feature's owner. */
export function OnboardingPage() {
  return null;
}
