import type { Page } from 'playwright-core';

/** The focused element as a person would name it: role-ish tag, accessible name, a hint. */
export interface FocusedElement {
  /** e.g. `button "Play tone-2.0s"`, `<body>` when nothing has focus. */
  label: string;
  /** Why its focus cannot be seen; null when an outline or a ring shows it. */
  invisibleBecause: string | null;
}

/** Names and inspects document.activeElement in the page (one round trip). */
export function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) {
      return { label: '<body>', invisibleBecause: 'focus is on <body>: it was lost' };
    }
    const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
    const labelledBy = text(
      el
        .getAttribute('aria-labelledby')
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    const fieldLabel =
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
        ? text(el.labels?.[0]?.textContent)
        : '';
    const name =
      text(el.getAttribute('aria-label')) ||
      labelledBy ||
      fieldLabel ||
      text(el.getAttribute('title')) ||
      text(el.textContent).slice(0, 60);
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const label = `${role} "${name}"`;

    // An alpha of 0 (transparent, rgba(...,0), oklch(... / 0)) draws nothing.
    const alphaOf = (color: string) => {
      if (color === 'transparent') return 0;
      const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
      if (slash) return parseFloat(slash[1]!) / (slash[2] ? 100 : 1);
      const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color);
      return rgba ? parseFloat(rgba[1]!) : 1;
    };
    // Top-level comma split: colours like rgb(1, 2, 3) hold commas of their own.
    const shadows = (value: string) => {
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < value.length; i += 1) {
        if (value[i] === '(') depth += 1;
        else if (value[i] === ')') depth -= 1;
        else if (value[i] === ',' && depth === 0) {
          parts.push(value.slice(start, i));
          start = i + 1;
        }
      }
      parts.push(value.slice(start));
      return parts.map((part) => part.trim());
    };
    // A ring is a shadow with a spread (Tailwind's focus-visible:ring); a soft drop shadow is not.
    // Its reach: how far it is drawn outside the element's border box (inset: not at all).
    const ringReach = (shadow: string) => {
      const color = /^([a-z]+\([^)]*\)|#[0-9a-f]+|[a-z]+)/i.exec(shadow)?.[1] ?? 'black';
      const lengths = shadow.match(/-?[\d.]+px/g) ?? [];
      const spread = lengths.length >= 4 ? parseFloat(lengths[3]!) : 0;
      if (spread <= 0 || alphaOf(color) === 0) return null;
      return /\binset\b/.test(shadow) ? 0 : spread;
    };
    // The box that scrolling or overflow-hidden ancestors let be painted (viewport excluded).
    const clipBox = () => {
      const box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const css = getComputedStyle(node);
        if (css.overflowX === 'visible' && css.overflowY === 'visible') continue;
        const outer = node.getBoundingClientRect();
        const left = outer.left + node.clientLeft;
        const top = outer.top + node.clientTop;
        box.left = Math.max(box.left, left);
        box.top = Math.max(box.top, top);
        box.right = Math.min(box.right, left + node.clientWidth);
        box.bottom = Math.min(box.bottom, top + node.clientHeight);
      }
      return box;
    };
    // Sides of an indicator drawn `reach` px outside the element that an ancestor cuts off.
    const clippedSides = (reach: number) => {
      if (reach <= 0) return [];
      const clip = clipBox();
      const sides: string[] = [];
      if (rect.left - reach < clip.left - 0.5) sides.push('left');
      if (rect.top - reach < clip.top - 0.5) sides.push('top');
      if (rect.right + reach > clip.right + 0.5) sides.push('right');
      if (rect.bottom + reach > clip.bottom + 0.5) sides.push('bottom');
      return sides;
    };

    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const reaches: number[] = [];
    if (
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      alphaOf(style.outlineColor) > 0
    ) {
      reaches.push(parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth));
    }
    if (style.boxShadow !== 'none') {
      for (const shadow of shadows(style.boxShadow)) {
        const reach = ringReach(shadow);
        if (reach !== null) reaches.push(reach);
      }
    }
    // Cut off on three or four sides, an indicator is a sliver at best.
    const clipped = reaches.map(clippedSides);
    let invisibleBecause: string | null = null;
    if (rect.width === 0 || rect.height === 0) invisibleBecause = 'it has no size on screen';
    else if (reaches.length === 0) {
      invisibleBecause =
        `no outline (${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}) ` +
        `and no ring (box-shadow: ${style.boxShadow})`;
    } else if (clipped.every((sides) => sides.length >= 3)) {
      invisibleBecause =
        `its outline or ring is cut off by an overflow-clipping ancestor ` +
        `(sides: ${clipped[0]!.join(', ')})`;
    }
    return { label, invisibleBecause };
  });
}

/** Fails, naming the element, unless the focused element shows an outline or a focus ring. */
export async function expectVisibleFocus(page: Page): Promise<string> {
  const focused = await focusedElement(page);
  if (focused.invisibleBecause) {
    throw new Error(`focus is not visible on ${focused.label}: ${focused.invisibleBecause}`);
  }
  return focused.label;
}

/**
 * What a key press should land on: a role and an accessible name, or a form field's label
 * (a password field has no role to ask for). A string matches exactly.
 */
export type FocusTarget =
  { role: Parameters<Page['getByRole']>[0]; name: string | RegExp } | { label: string | RegExp };

async function isFocused(page: Page, target: FocusTarget): Promise<boolean> {
  const match =
    'label' in target
      ? page.getByLabel(target.label, { exact: typeof target.label === 'string' })
      : page.getByRole(target.role, { name: target.name, exact: typeof target.name === 'string' });
  return (await match.and(page.locator(':focus')).count()) > 0;
}

const describe = (target: FocusTarget) =>
  'label' in target ? `field "${String(target.label)}"` : `${target.role} "${String(target.name)}"`;

type FocusMemo = Window & { focusBeforeKey?: Element | null };

/**
 * Presses `key` and waits (up to a second) for the focus to move: Radix menus move it in a
 * timeout after the keydown, and a check made at once would see the old item and press again.
 */
async function pressAndSettle(page: Page, key: string): Promise<void> {
  await page.evaluate(() => {
    (window as FocusMemo).focusBeforeKey = document.activeElement;
  });
  await page.keyboard.press(key);
  await page
    .waitForFunction(() => document.activeElement !== (window as FocusMemo).focusBeforeKey, null, {
      timeout: 1_000,
    })
    // Focus that stays put (the end of a list) is not an error here: the caller sees it.
    .catch(() => undefined);
}

/**
 * Presses `key` until the focused element is `target` (Playwright's own role and accessible-name
 * matching), checking on every stop that focus is visible and not lost to <body>. Fails with the
 * elements visited when `target` is not reached within `max` presses.
 */
export async function pressUntilFocused(
  page: Page,
  key: string,
  target: FocusTarget,
  max: number,
): Promise<string[]> {
  const visited: string[] = [];
  for (let press = 0; press <= max; press += 1) {
    if (press > 0) await pressAndSettle(page, key);
    const focused = await focusedElement(page);
    if (press > 0 || focused.label !== '<body>') visited.push(focused.label);
    if (press > 0 && focused.invisibleBecause) {
      throw new Error(
        `${key} #${press} towards ${describe(target)}: focus is not visible on ` +
          `${focused.label}: ${focused.invisibleBecause}\nvisited: ${visited.join(' → ')}`,
      );
    }
    if (await isFocused(page, target)) return visited;
  }
  throw new Error(
    `${describe(target)} not reached in ${max} ${key} presses\nvisited: ${visited.join(' → ')}`,
  );
}

/** Tabs forward to `target` (see pressUntilFocused); the elements it passed, `target` last. */
export function tabTo(page: Page, target: FocusTarget, max = 40): Promise<string[]> {
  return pressUntilFocused(page, 'Tab', target, max);
}

/** Fails, naming the expected element, unless focus is on `target` now (polled briefly). */
export async function expectFocusOn(page: Page, target: FocusTarget): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await isFocused(page, target))) {
    if (Date.now() > deadline) {
      const focused = await focusedElement(page);
      throw new Error(`expected focus on ${describe(target)}, found it on ${focused.label}`);
    }
    await page.waitForTimeout(100);
  }
  await expectVisibleFocus(page);
}
