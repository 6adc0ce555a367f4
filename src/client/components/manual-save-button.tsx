import { Save } from 'lucide-react';
import { BusyIcon } from './busy-icon';

interface ManualSaveButtonProps {
  /** Nothing to save (or a save under way): the button rests. */
  disabled: boolean;
  saving: boolean;
  labels: { save: string; saving: string };
  onSave: () => void;
  /** 'submit' inside a form whose submit handler saves. */
  type?: 'button' | 'submit';
  size?: 'md' | 'sm';
}

/** The Save button editors show when the account turned auto-save off. */
export function ManualSaveButton({
  disabled,
  saving,
  labels,
  onSave,
  type = 'button',
  size = 'md',
}: ManualSaveButtonProps) {
  return (
    <button
      type={type}
      onClick={type === 'button' ? onSave : undefined}
      disabled={disabled || saving}
      className={`inline-flex items-center gap-2 rounded-lg bg-brand-600 font-semibold text-white transition-colors hover:bg-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:cursor-not-allowed disabled:opacity-60 ${
        size === 'sm' ? 'h-8 px-3 text-xs' : 'h-10 px-4 text-sm'
      }`}
    >
      <BusyIcon busy={saving} icon={Save} />
      {saving ? labels.saving : labels.save}
    </button>
  );
}
