import type { ComponentProps } from 'react';

// The looks that were pasted as class strings across the features (brand fill for the main
// action, zinc outline for Cancel/Edit, red for what deletes), gathered in one place.
const VARIANT_CLASSES = {
  primary: 'bg-brand-600 font-semibold text-white hover:bg-brand-500',
  secondary: 'border border-zinc-700 font-medium text-zinc-200 hover:bg-zinc-800',
  ghost: 'font-medium text-zinc-400 hover:bg-zinc-800 hover:text-white',
  // Hover goes darker: white on red-500 is 3.8:1, under WCAG AA's 4.5:1.
  danger: 'bg-red-600 font-semibold text-white hover:bg-red-700',
  'danger-outline': 'border border-red-500/40 font-medium text-red-300 hover:bg-red-500/10',
  link: 'font-medium text-brand-400 underline-offset-4 hover:text-brand-300 hover:underline',
} as const;

const SIZE_CLASSES = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  icon: 'h-8 w-8 shrink-0',
} as const;

const BASE_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-lg transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export type ButtonVariant = keyof typeof VARIANT_CLASSES;
export type ButtonSize = keyof typeof SIZE_CLASSES;

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (width, margins): colours and padding come from variant and size. */
  className?: string;
}

/** The Button's classes, for a router Link or an anchor that must look like a button. */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonLook = {}) {
  // A link reads as text inside a sentence, so it takes no padding box.
  const sizing = variant === 'link' ? 'text-sm' : SIZE_CLASSES[size];
  return [BASE_CLASS, VARIANT_CLASSES[variant], sizing, className].filter(Boolean).join(' ');
}

// React 19 passes `ref` as a prop, so Radix's `asChild` triggers reach the native button.
export type ButtonProps = ComponentProps<'button'> & ButtonLook;

/** The app's button: a variant and a size over a native `<button>` (type "button" unless told). */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
