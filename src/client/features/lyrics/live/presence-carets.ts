import { Extension } from '@tiptap/core';
import type { Plugin } from '@tiptap/pm/state';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';
import { PRESENCE_COLOURS, PRESENCE_TEXT } from './presence-colours';

/** What another tab says about its person; anything else it sends is ignored. */
export interface PresenceUser {
  name: string;
  colour: string;
  accountId: string;
}

const NAME_MAX = 80;
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Another tab's awareness is whatever that tab chose to send: the name is shown as text only,
 * cut to a sane length, and the colour must be a plain `#rrggbb` (it goes into a style).
 */
export function presenceUserOf(value: unknown): PresenceUser | null {
  if (!value || typeof value !== 'object') return null;
  const { name, colour, accountId } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof accountId !== 'string') return null;
  return {
    name: name.slice(0, NAME_MAX),
    colour: typeof colour === 'string' && HEX.test(colour) ? colour : PRESENCE_COLOURS[0],
    accountId: accountId.slice(0, NAME_MAX),
  };
}

/** A co-writer's caret: a bar in their colour with their name above it, out of the text flow. */
function caretOf(value: unknown): HTMLElement {
  const user = presenceUserOf(value) ?? { name: '?', colour: PRESENCE_COLOURS[0] };
  const caret = document.createElement('span');
  caret.className = 'lyrics-presence-caret';
  // Not words of the lyrics: screen readers skip it, the writer's caret passes it by.
  caret.setAttribute('aria-hidden', 'true');
  caret.contentEditable = 'false';
  Object.assign(caret.style, {
    position: 'relative',
    marginLeft: '-1px',
    marginRight: '-1px',
    borderLeft: `2px solid ${user.colour}`,
    pointerEvents: 'none',
  });
  const tag = document.createElement('span');
  tag.textContent = user.name;
  Object.assign(tag.style, {
    position: 'absolute',
    bottom: '100%',
    left: '-2px',
    padding: '1px 4px',
    borderRadius: '4px 4px 4px 0',
    backgroundColor: user.colour,
    color: PRESENCE_TEXT,
    fontSize: '0.7rem',
    fontWeight: '600',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    userSelect: 'none',
  });
  caret.append(tag);
  return caret;
}

/** A co-writer's selection: their colour, faint enough to read the words through. */
function selectionOf(value: unknown) {
  const user = presenceUserOf(value);
  return {
    style: `background-color: ${user?.colour ?? PRESENCE_COLOURS[0]}40`,
    class: 'lyrics-presence-selection',
  };
}

/**
 * Everyone else's caret and selection in the lyrics, each in its person's colour with their name
 * (issue 26 item 2). Our own small extension around y-tiptap's cursor plugin: Tiptap's
 * collaboration-caret package has no release for the Tiptap we use. Needs Collaboration.
 */
export const PresenceCarets = Extension.create<{ awareness: Awareness | null }>({
  name: 'lyricsPresenceCarets',
  addOptions: () => ({ awareness: null }),
  addProseMirrorPlugins() {
    const { awareness } = this.options;
    if (!awareness) return [];
    // y-tiptap is untyped JavaScript: its plugin is a ProseMirror Plugin.
    const carets = yCursorPlugin(awareness, {
      cursorBuilder: (user: unknown) => caretOf(user),
      selectionBuilder: (user: unknown) => selectionOf(user),
    }) as Plugin;
    return [carets];
  },
});
