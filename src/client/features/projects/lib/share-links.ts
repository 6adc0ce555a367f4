/**
 * The address of a project for its members (/project/{id}): someone outside the project sees
 * "Project not found" there, so it is offered as "Copy link for members" only; outsiders get a
 * private share link (/s/{token}, issue 27).
 */
export function projectShareUrl(origin: string, projectId: string): string {
  return `${origin}/project/${projectId}`;
}
