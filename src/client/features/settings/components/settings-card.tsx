import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SettingsCardProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
  /** 'danger' draws the card in the danger colour (account deletion). */
  tone?: 'default' | 'danger';
}

/** One group of the settings page: a labelled region with a heading and its rows. */
export function SettingsCard({
  id,
  title,
  description,
  icon: Icon,
  children,
  tone = 'default',
}: SettingsCardProps) {
  const frame =
    tone === 'danger' ? 'border-red-500/40 bg-red-500/5' : 'border-zinc-800 bg-zinc-900/60';
  return (
    <section aria-labelledby={id} className={`rounded-2xl border p-5 sm:p-6 ${frame}`}>
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-zinc-100">
        <Icon
          className={`h-5 w-5 ${tone === 'danger' ? 'text-red-400' : 'text-brand-400'}`}
          aria-hidden
        />
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-zinc-400">{description}</p>}
      <div className="mt-4 divide-y divide-zinc-800">{children}</div>
    </section>
  );
}

/** A row of a settings card: what the setting is on the left, its control on the right. */
export function SettingRow({
  labelId,
  label,
  descriptionId,
  description,
  children,
}: {
  labelId: string;
  label: string;
  descriptionId?: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-zinc-100">
          {label}
        </p>
        {description && (
          <div id={descriptionId} className="mt-0.5 text-sm text-zinc-400">
            {description}
          </div>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
