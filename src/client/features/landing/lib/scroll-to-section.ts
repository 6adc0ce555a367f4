import type { MouseEvent } from 'react';

/** The landing page's in-page targets, in page order. */
export const LANDING_SECTIONS = ['features', 'about', 'how-it-works', 'pricing'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/**
 * Click handler for "#section" links: scrolls smoothly (instantly when the reader prefers
 * reduced motion), keeps the hash in the address bar and moves focus to the section.
 */
export function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** The `landing` namespace key naming each section in menus. */
export const SECTION_LABEL_KEYS: Record<LandingSection, string> = {
  features: 'nav.features',
  about: 'nav.about',
  'how-it-works': 'nav.howItWorks',
  pricing: 'nav.pricing',
};
