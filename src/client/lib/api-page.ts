import { apiFetch } from './api-client';

/** One page of a list route (DESIGN §3): its rows, the next page's URL and the total if sent. */
export interface ApiPage<T> {
  items: T[];
  /** The URL of the next page (the `Link: <…>; rel="next"` header), or null on the last. */
  next: string | null;
  /** X-Total-Count, when the server sends it. */
  total: number | null;
}

/** The `rel="next"` target of an RFC 8288 Link header, or null. */
export function nextPageUrl(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const open = part.indexOf('<');
    const close = part.indexOf('>', open + 1);
    if (open < 0 || close < 0) continue;
    const params = part.slice(close + 1).toLowerCase();
    if (/;\s*rel="?next"?/.test(params)) return part.slice(open + 1, close);
  }
  return null;
}

/** GET one page of a list. */
export async function apiRequestPage<T>(url: string): Promise<ApiPage<T>> {
  const response = await apiFetch('GET', url);
  const total = response.headers.get('x-total-count');
  return {
    items: (await response.json()) as T[],
    next: nextPageUrl(response.headers.get('link')),
    total: total === null ? null : Number(total),
  };
}

/** A list route's first-page URL: its path and the non-empty parameters, in a stable order. */
export function listUrl(
  path: string,
  params: Record<string, string | number | undefined | null> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
