/** Placeholder: filled in by its feature's owner. */
export function AuthPage() {
  return null;
}
