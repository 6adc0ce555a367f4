interface SettingSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the visible label (and description) the switch is named by. */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}

/** An on/off switch (role="switch"; Space and Enter toggle it, like any button). */
export function SettingSwitch({
  checked,
  onChange,
  labelledBy,
  describedBy,
  disabled = false,
}: SettingSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
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
