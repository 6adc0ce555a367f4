import type { ComponentProps, ReactNode } from 'react';

// The public pages' buttons (landing, not found): white, glassy and outlined looks on a dark
// backdrop, with the browser's own focus outline. They live apart from Button so the landing
// page's first load (budgeted, docs/client.md) carries only these looks, not the app's.
const BASE_CLASS = 'items-center transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANT_CLASSES = {
  primary: 'bg-brand-600 font-semibold text-white shadow-lg shadow-brand-900/30 hover:bg-brand-500',
  hero: 'bg-white font-semibold text-zinc-950 shadow-lg shadow-black/30 hover:bg-brand-50',
  'glass-outline': 'border border-white/10 font-medium text-zinc-200 hover:bg-white/5',
  'glass-fill': 'border border-white/10 bg-white/5 font-semibold text-white hover:bg-white/10',
  'light-outline': 'border border-white/40 font-semibold text-white hover:bg-white/10',
  'nav-outline':
    'border border-zinc-700 font-medium whitespace-nowrap text-zinc-100 hover:border-brand-400 hover:text-white',
  'menu-outline': 'border border-zinc-700 font-medium text-zinc-100',
} as const;

const SIZE_CLASSES = {
  xl: 'inline-flex justify-center gap-2 rounded-xl px-5 py-2.5 text-sm',
  cta: 'inline-flex justify-center gap-2 rounded-xl px-5 py-3 text-sm',
  'cta-wide': 'inline-flex w-full justify-center gap-2 rounded-xl px-6 py-3 text-sm',
  plan: 'flex w-full justify-center rounded-xl px-4 py-3 text-sm',
  'nav-cta': 'inline-flex gap-2 rounded-lg px-3.5 py-2 text-sm',
  'menu-cta': 'inline-flex justify-center gap-2 rounded-lg px-4 py-3 text-base',
} as const;

interface PublicButtonLook {
  variant: keyof typeof VARIANT_CLASSES;
  size: keyof typeof SIZE_CLASSES;
  /** Layout only, and `transition` where a look fades more than its colours. */
  className?: string;
}

/** A public page button's classes, for a router Link that must look the same. */
export function publicButtonClasses({ variant, size, className }: PublicButtonLook) {
  return [BASE_CLASS, VARIANT_CLASSES[variant], SIZE_CLASSES[size], className]
    .filter(Boolean)
    .join(' ');
}

export type PublicButtonProps = ComponentProps<'button'> & PublicButtonLook;

/** A public page's button (type "button" unless told). */
export function PublicButton({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: PublicButtonProps) {
  return (
    <button type={type} className={publicButtonClasses({ variant, size, className })} {...props} />
  );
}

const ICON_LOOKS = {
  /** The glassy round pager of the hero carousel. */
  glass:
    'flex h-10 w-10 items-center justify-center rounded-full border border-white/10 bg-white/5 text-zinc-200 transition hover:bg-white/10 hover:text-white',
  /** The menu toggle on the dark header. */
  'glass-square': 'rounded-lg p-2 text-zinc-300 hover:bg-white/5 hover:text-white',
} as const;

type PublicIconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & {
  /** The button's accessible name. */
  label: string;
  children: ReactNode;
  look: keyof typeof ICON_LOOKS;
};

/** A public page's icon-only button, named by `label`. */
export function PublicIconButton({
  label,
  look,
  type = 'button',
  ...props
}: PublicIconButtonProps) {
  return <button type={type} aria-label={label} className={ICON_LOOKS[look]} {...props} />;
}
