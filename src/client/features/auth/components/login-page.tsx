/** Placeholder: filled in by its feature's owner. */
export function LoginPage() {
  return null;
}
