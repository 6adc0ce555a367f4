import { useSyncExternalStore } from 'react';
import type { ThemePreference } from '../../../../shared/schemas/settings';

/** localStorage copy of the account's theme, read by /before-paint.js before the first paint. */
export const THEME_STORAGE_KEY = 'theme';
const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

export type ResolvedTheme = 'light' | 'dark';

// The shared schema's THEMES, spelled out: importing that module's values would bring zod
// into the app's first load. The Record fails to compile if the list and the type part ways.
const KNOWN_THEMES: Record<ThemePreference, true> = { system: true, light: true, dark: true };

/** The theme on screen for a preference: 'system' follows the device. */
export function resolveTheme(preference: ThemePreference, systemIsDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemIsDark ? 'dark' : 'light';
  return preference;
}

/** A stored value read back defensively: anything unknown is 'system'. */
export function parseThemePreference(value: string | null): ThemePreference {
  return value !== null && Object.hasOwn(KNOWN_THEMES, value)
    ? (value as ThemePreference)
    : 'system';
}

const hasWindow = typeof window !== 'undefined';
const systemDark = hasWindow ? window.matchMedia(SYSTEM_DARK_QUERY) : null;

/** The copy this browser remembered; storage can be blocked (then: none). */
function rememberedPreference(): string | null {
  try {
    return hasWindow ? localStorage.getItem(THEME_STORAGE_KEY) : null;
  } catch {
    return null;
  }
}

let preference: ThemePreference = parseThemePreference(rememberedPreference());
let resolved: ResolvedTheme = resolveTheme(preference, systemDark?.matches ?? false);
const listeners = new Set<() => void>();

function render(): void {
  resolved = resolveTheme(preference, systemDark?.matches ?? false);
  document.documentElement.classList.toggle('dark', resolved === 'dark');
  for (const listener of listeners) listener();
}

// 'system' follows the device live: switching the OS to dark turns the open app dark too.
systemDark?.addEventListener('change', () => {
  if (preference === 'system') render();
});

/** Puts a theme on screen now and remembers it in this browser for the next first paint. */
export function applyThemePreference(next: ThemePreference): void {
  preference = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage blocked: the theme still applies for this page.
  }
  render();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The theme on screen ('light' or 'dark'), updated when it changes. */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(
    subscribe,
    () => resolved,
    () => 'light' as const,
  );
}
