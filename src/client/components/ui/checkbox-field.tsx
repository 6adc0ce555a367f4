import type { ComponentProps, ReactNode } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className' | 'onChange'> & {
  label: ReactNode;
  onCheckedChange: (checked: boolean) => void;
  /** Layout of the label row only (a margin). */
  className?: string;
};

/** A checkbox with its text beside it; the whole label toggles it. */
export function CheckboxField({ label, onCheckedChange, className, ...input }: CheckboxFieldProps) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-2.5 text-sm text-zinc-300 ${className ?? ''}`}
    >
      <input
        type="checkbox"
        {...input}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="h-4 w-4 shrink-0 accent-brand-500"
      />
      {label}
    </label>
  );
}
