/** Placeholder: filled in by its feature's owner. */
export function RegisterPage() {
  return null;
}
