/**
 * The link a song's "Link for members" item hands out: its project's page, which only members
 * can open (outsiders get a private share link, "Share privately…", issue 27).
 */
export function songShareUrl(origin: string, projectId: string): string {
  return `${origin}/project/${projectId}`;
}

/**
 * Shares a song's project link: the native share sheet where there is one, else the clipboard.
 * Resolves 'copied' when the link went to the clipboard (the caller says so in a toast).
 */
export async function shareSongLink(
  title: string,
  projectId: string,
): Promise<'shared' | 'copied' | 'cancelled'> {
  const url = songShareUrl(window.location.origin, projectId);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (e.g. no user gesture left): fall back to the clipboard.
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}
