/** Where the app's icon is served: the client's public folder, copied into every build. */
export const PAGE_ICON_PATH = '/favicon.svg';

/**
 * The icon line for the <head> of every HTML page the server writes itself (split sheets, lyric sheets):
 * without it the browser asks for /favicon.ico and logs the miss (issue 25 item 11).
 */
export const PAGE_ICON_LINK = `<link rel="icon" href="${PAGE_ICON_PATH}" type="image/svg+xml">`;
