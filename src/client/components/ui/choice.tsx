import type { ComponentProps } from 'react';

// Bare checkboxes, radios and sliders, apart from Input so the landing page's first load
// carries only these few classes.
type ChoiceProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** `deep` is the darker brand tick of a list already tinted brand. */
  accent?: 'brand' | 'deep';
  /** Layout only (a top margin, `sr-only` when the label is the visible control). */
  className?: string;
};

const ACCENTS = { brand: 'accent-brand-500', deep: 'accent-brand-600' } as const;

/** A bare checkbox, 16 px in the brand colour, named by its label or `aria-label`. */
export function Checkbox({ accent = 'brand', className, ...props }: ChoiceProps) {
  const classes = ['h-4 w-4 shrink-0', ACCENTS[accent], className].filter(Boolean).join(' ');
  return <input type="checkbox" className={classes} {...props} />;
}

/** A bare radio in the brand colour; a card-like option hides it with `className="sr-only"`. */
export function Radio({ accent = 'brand', className, ...props }: ChoiceProps) {
  const classes = [ACCENTS[accent], className].filter(Boolean).join(' ');
  return <input type="radio" className={classes} {...props} />;
}

/** A range slider in the brand colour (a volume); `className` sets its width. */
export function Slider({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const classes = ['h-1 cursor-pointer accent-brand-500', className].filter(Boolean).join(' ');
  return <input type="range" className={classes} {...props} />;
}
