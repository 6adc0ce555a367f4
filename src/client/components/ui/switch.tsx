import { Loader2 } from 'lucide-react';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the visible label (and description) the switch is named by. */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  /** The change is being saved (read out as busy; the caller disables it meanwhile). */
  busy?: boolean;
  id?: string;
}

/** An on/off switch (role="switch"; Space and Enter toggle it, like any button). */
export function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
  disabled = false,
  busy,
  id,
}: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-busy={busy || undefined}
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-900 disabled:cursor-not-allowed disabled:opacity-60 ${
        checked ? 'border-brand-600 bg-brand-600' : 'border-zinc-600 bg-zinc-800'
      }`}
    >
      <span
        aria-hidden
        className={`inline-block h-5 w-5 rounded-full shadow transition-transform motion-reduce:transition-none ${
          checked ? 'translate-x-6 bg-white' : 'translate-x-1 bg-zinc-400'
        }`}
      />
    </button>
  );
}

/** A switch whose change is saved at once: a spinner beside it, and no second toggle meanwhile. */
export function SavingSwitch({
  saving,
  ...props
}: Omit<SwitchProps, 'disabled' | 'busy'> & { saving: boolean }) {
  return (
    <div className="flex shrink-0 items-center gap-2">
      {saving && <Loader2 className="h-4 w-4 animate-spin text-zinc-400" aria-hidden />}
      <Switch {...props} disabled={saving} busy={saving} />
    </div>
  );
}
