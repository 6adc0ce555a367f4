/**
 * The pages the server renders before any script runs (issue 30 item 4), each with the public
 * answers its first screen draws from, at the URL the client's query key names them by (part 1
 * §7: a key is the URL it GETs). Left out on purpose: pages whose address is a secret
 * (password links, invitations, shared playlists and share links), since what they show
 * depends on the token's check and a password link must show no song before it is unlocked.
 */
interface PublicPage {
  path: RegExp;
  /** The API answers the page's first screen needs, from the path's captured parts. */
  reads: (parts: string[]) => string[];
}

const NOTHING = () => [];

// A path segment as the client's router decodes it, encoded again as its query key does.
const segment = (raw: string | undefined) => encodeURIComponent(decodeURIComponent(raw ?? ''));

const PUBLIC_PAGES: PublicPage[] = [
  { path: /^\/(?:landing)?$/, reads: () => ['/api/site/counts'] },
  { path: /^\/(?:terms|privacy|login|register|auth|forgot-password)$/, reads: NOTHING },
  { path: /^\/artist\/([^/]{1,100})$/, reads: ([handle]) => [`/api/artists/${segment(handle)}`] },
  { path: /^\/r\/([^/]{1,200})$/, reads: ([slug]) => [`/api/r/${segment(slug)}`] },
];

/** What a page path needs read, or null when the page is not one the server renders. */
export function publicPageReads(pathname: string): string[] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const page of PUBLIC_PAGES) {
    const match = page.path.exec(path);
    if (!match) continue;
    try {
      return page.reads(match.slice(1));
    } catch {
      return null; // a malformed percent-encoding: the client shows its own not-found page
    }
  }
  return null;
}
