/**
 * The pages the server renders before any script runs (issue 30 item 4), each with the public
 * answers its first screen draws from, at the URL the client's query key names them by (part 1
 * §7: a key is the URL it GETs). The token pages among them (a password or invitation link)
 * read only their link's preview, which has no side effect, and go out `no-store`
 * (plugins/client-app.ts). Left out on purpose: a share link (/s/{token}), whose first read
 * counts as the recipient's visit and whose songs must never be in HTML a link preview
 * reads, and a shared playlist (/listen/{token}), whose tracks come as pages as it scrolls.
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
  // The form to choose a new password: the token is checked when it is sent.
  { path: /^\/reset-password\/[^/]{1,200}$/, reads: NOTHING },
  {
    path: /^\/set-password\/([^/]{1,200})$/,
    reads: ([token]) => [`/api/auth/set-password/${segment(token)}`],
  },
  {
    path: /^\/invitations\/([^/]{1,200})$/,
    reads: ([token]) => [`/api/invitations/${segment(token)}`],
  },
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
