import type { HTMLAttributes } from 'react';

const PADDINGS = {
  none: '',
  sm: 'p-4',
  md: 'p-5',
  responsive: 'p-4 sm:p-5',
  wide: 'p-4 sm:p-6',
} as const;

const CARD_CLASS = 'rounded-2xl border border-zinc-800 bg-zinc-900/60';

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element drawn: a titled card is a `section` labelled by its heading. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li' | 'ul';
  /** `responsive` is tighter on phones (lists of cards), `none` for a list whose rows pad. */
  padding?: keyof typeof PADDINGS;
  /** Layout only (margins, grid placement): the frame comes from the card. */
  className?: string;
};

/** The app's card: the rounded zinc frame pages group things in. */
export function Card({ as: Element = 'div', padding = 'md', className, ...props }: CardProps) {
  const classes = [CARD_CLASS, PADDINGS[padding], className].filter(Boolean).join(' ');
  return <Element className={classes} {...props} />;
}

const BADGE_TONES = {
  /** A fact about a row (a permission, a role): outlined grey. */
  outline: 'border border-zinc-700 bg-zinc-800/70 text-zinc-300',
  neutral: 'gap-1 bg-zinc-800 font-medium text-zinc-300',
  success: 'gap-1 bg-emerald-500/15 font-medium text-emerald-300',
} as const;

type BadgeProps = HTMLAttributes<HTMLElement> & {
  tone?: keyof typeof BADGE_TONES;
  /** `li` when the badges are a list (a member's permissions). */
  as?: 'span' | 'li';
};

/** A small rounded label (a state or a fact), with an optional icon before its text. */
export function Badge({ tone = 'outline', as: Element = 'span', className, ...props }: BadgeProps) {
  const classes = [
    'inline-flex items-center rounded-full px-2 py-0.5 text-xs',
    BADGE_TONES[tone],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Element className={classes} {...props} />;
}
