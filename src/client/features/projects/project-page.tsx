/** Placeholder: filled in by its feature's owner. */
export function ProjectPage() {
  return null;
}
