/*
 * The A/B flip key. Space already plays and pauses (use-space-toggle.ts) and Ctrl/⌘+K opens the
 * search; "X" (as in "switch") is free on every page. Unlike Space it works while a button has
 * the focus (the flip button itself, the play button), since buttons do nothing with letters.
 */

/** The key, as shown on the button and announced by aria-keyshortcuts. */
export const AB_FLIP_KEY = 'X';

interface KeyFacts {
  key: string;
  repeat?: boolean;
  defaultPrevented?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

interface TargetFacts {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
  closest?(selector: string): unknown;
}

/** Whether the focused element takes typed letters itself (a field, an editor, a menu). */
export function lettersBelongToTarget(target: TargetFacts | null): boolean {
  if (!target?.tagName) return false;
  if (target.isContentEditable) return true;
  // Menus type-ahead by letter; open dialogs own the keyboard.
  if (target.closest?.('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]')) {
    return true;
  }
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    // A range or a checkbox takes no letters; every text-like input does.
    const type = (target.getAttribute?.('type') ?? 'text').toLowerCase();
    return !['range', 'checkbox', 'radio', 'button', 'submit'].includes(type);
  }
  const role = target.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** Whether a key press flips the A/B comparison. */
export function isAbFlipKey(event: KeyFacts, target: TargetFacts | null): boolean {
  if (event.key.toUpperCase() !== AB_FLIP_KEY) return false;
  if (event.repeat || event.defaultPrevented) return false;
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return !lettersBelongToTarget(target);
}
