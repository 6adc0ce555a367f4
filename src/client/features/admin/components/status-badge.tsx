import { useTranslation } from 'react-i18next';

// Part 1 §4: online, active, published green; offline, inactive, suspended red; warning,
// draft yellow; anything else grey.
const TONES: Record<string, string> = {
  online: 'green',
  active: 'green',
  published: 'green',
  offline: 'red',
  inactive: 'red',
  suspended: 'red',
  warning: 'yellow',
  draft: 'yellow',
};

const TONE_CLASSES: Record<string, string> = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  red: 'bg-red-500/15 text-red-300 ring-red-400/30',
  yellow: 'bg-amber-500/15 text-amber-200 ring-amber-400/30',
  grey: 'bg-zinc-700/40 text-zinc-300 ring-zinc-500/30',
};

/** The colour family of a status word in the console. */
export const statusTone = (status: string) => TONES[status] ?? 'grey';

/** A coloured pill with the status's name; `label` overrides the word shown. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-tone={statusTone(status)}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE_CLASSES[statusTone(status)]}`}
    >
      {label ?? t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
