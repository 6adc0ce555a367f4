import sanitizeHtml from 'sanitize-html';
import { LYRICS_COLOURS } from '../../shared/schemas/lyrics.js';

const PALETTE: readonly string[] = Object.values(LYRICS_COLOURS);
const COLOUR_PROPERTIES = ['color', 'background-color'] as const;

/** `#rrggbb` of a palette colour spelled as hex (any case) or as the browser's `rgb(r, g, b)`. */
function paletteColour(value: string): string | null {
  const spelled = value.trim().toLowerCase();
  if (PALETTE.includes(spelled)) return spelled;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(spelled);
  if (!rgb) return null;
  const hex = `#${rgb
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
  return PALETTE.includes(hex) ? hex : null;
}

/**
 * Keeps only `color` / `background-color` declarations whose value is a palette colour, in one
 * canonical spelling. A declaration with anything else in it (position, url(), expression(),
 * !important, another colour) is dropped whole.
 */
function paletteStyle(style: string | undefined): string | null {
  if (!style) return null;
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const colour = paletteColour(declaration.slice(colon + 1));
    if ((COLOUR_PROPERTIES as readonly string[]).includes(property) && colour) {
      kept.set(property, colour);
    }
  }
  return kept.size === 0 ? null : [...kept].map(([p, c]) => `${p}:${c}`).join(';');
}

// Palette values are `#` and hex digits only: nothing in them needs escaping in a RegExp.
const exactly = (values: readonly string[]) => values.map((value) => new RegExp(`^${value}$`));

const LYRICS_ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 's', 'span'],
  allowedAttributes: { span: ['style'] },
  // Belt and braces: transformTags already rewrote the style; postcss re-checks every value.
  allowedStyles: { span: { color: exactly(PALETTE), 'background-color': exactly(PALETTE) } },
  allowedSchemes: [],
  allowProtocolRelative: false,
  // script, style, textarea... are dropped with their text; other tags keep their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    span: (tagName, attribs) => {
      const style = paletteStyle(attribs.style);
      const kept: sanitizeHtml.Attributes = style ? { style } : {};
      return { tagName, attribs: kept };
    },
    // What other editors call bold / italic / strikethrough becomes our three tags.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
  },
};

/**
 * Lyrics HTML reduced to the allowlist (DESIGN §1 "rich text"): p, br, strong, em, s, and span
 * with palette colours only. Script, event handlers, links, images and foreign styles never
 * reach a browser; plain text (the studio panel) stays text, HTML-escaped, line breaks kept.
 */
export function sanitizeLyricsHtml(html: string): string {
  return sanitizeHtml(html, LYRICS_ALLOWLIST);
}

/** Whether sanitized lyrics show any text at all (`<p></p>` or `&nbsp;` alone do not). */
export function lyricsHaveText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\u00a0/g, '').trim().length > 0;
}
