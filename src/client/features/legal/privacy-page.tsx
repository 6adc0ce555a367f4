/** Placeholder: filled in by its feature's owner. */
export function PrivacyPage() {
  return null;
}
