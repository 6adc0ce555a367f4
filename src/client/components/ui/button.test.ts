import { describe, expect, it } from 'vitest';
import { buttonClasses } from './button';
import { iconButtonClasses } from './icon-button';
import { publicButtonClasses } from './public-button';

const classSet = (classes: string) => new Set(classes.split(/\s+/).filter(Boolean));

// Issue 24 moved the class strings the features pasted into the primitives: these pin a few of
// them to what the features drew before, so a change of look is a deliberate one.
describe('the primitives keep the looks the features had', () => {
  it('the main action is the brand fill it always was, with the brand focus ring', () => {
    expect(classSet(buttonClasses())).toEqual(
      classSet(
        'inline-flex items-center justify-center gap-2 rounded-lg transition-colors ' +
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ' +
          'disabled:cursor-not-allowed disabled:opacity-60 ' +
          'bg-brand-600 font-semibold text-white hover:bg-brand-500 px-4 py-2 text-sm',
      ),
    );
  });

  it('the sign-in screens keep their full-width button without the ring', () => {
    const classes = classSet(buttonClasses({ variant: 'raised', size: 'lg', focus: 'native' }));
    expect(classes.has('shadow-brand-900/30')).toBe(true);
    expect(classes.has('py-2.5')).toBe(true);
    expect([...classes].some((name) => name.startsWith('focus-visible:'))).toBe(false);
  });

  it('a disabled button fades as much as it used to', () => {
    expect(classSet(buttonClasses({ dimmed: 50 })).has('disabled:opacity-50')).toBe(true);
    expect(classSet(buttonClasses({ dimmed: 50 })).has('disabled:opacity-60')).toBe(false);
  });

  it("the admin table's row action and the public pages' plan button", () => {
    expect(classSet(iconButtonClasses('table'))).toEqual(
      classSet(
        'inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-300 hover:bg-zinc-800 ' +
          'hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ' +
          'disabled:cursor-not-allowed disabled:opacity-40',
      ),
    );
    const plan = classSet(publicButtonClasses({ variant: 'glass-fill', size: 'plan' }));
    for (const name of ['flex', 'w-full', 'rounded-xl', 'px-4', 'py-3', 'bg-white/5']) {
      expect(plan.has(name)).toBe(true);
    }
  });
});
