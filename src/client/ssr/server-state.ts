/**
 * What the server hands the browser beside a page it rendered (issue 30 item 4, decision 035):
 * the language it rendered in and the answers it rendered with, so the first render in the
 * browser draws the same thing and React hydrates it instead of drawing it again.
 */
export interface ServerState {
  /** The interface language the page was rendered in. */
  language: string;
  /** Query cache entries, keyed as the client keys them (the URL they GET). */
  queries: [key: readonly string[], data: unknown][];
}

/** The element holding the state: JSON, which the Content Security Policy never runs. */
export const SERVER_STATE_ID = 'server-state';

/** The state of a server-rendered page, or null when the page came empty (client-rendered). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
