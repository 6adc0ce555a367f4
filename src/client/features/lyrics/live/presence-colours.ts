/**
 * A colour per co-writer for their caret, their selection and their name tag (issue 26 item 2).
 * Light tints (Tailwind's 300 shades): each reads at 7:1 or more on the editor's dark card as a
 * caret, and carries the name tag's dark text at the same contrast. The colour comes from the
 * account id, so a person keeps theirs in every tab and every editor.
 */
export const PRESENCE_COLOURS = [
  '#fca5a5',
  '#fdba74',
  '#fde047',
  '#86efac',
  '#67e8f9',
  '#93c5fd',
  '#c4b5fd',
  '#f9a8d4',
] as const;

/** The text drawn on a presence colour (the name tag): zinc-900. */
export const PRESENCE_TEXT = '#18181b';

/** A stable colour for an account: the same id gives the same colour everywhere. */
export function presenceColourOf(accountId: string): string {
  let hash = 0;
  for (let index = 0; index < accountId.length; index += 1) {
    hash = (hash * 31 + accountId.charCodeAt(index)) | 0;
  }
  return PRESENCE_COLOURS[Math.abs(hash) % PRESENCE_COLOURS.length]!;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = channel((value >> 16) & 0xff);
  const g = channel((value >> 8) & 0xff);
  const b = channel(value & 0xff);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
