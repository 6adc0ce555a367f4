import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A read-only card with an icon, used by the welcome, features and launch steps. */
export function InfoCard({
  icon: Icon,
  title,
  children,
  accent = 'text-brand-400 bg-brand-600/15 ring-brand-500/30',
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  accent?: string;
}) {
  return (
    <div className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-5">
      <span
        className={`mb-4 flex h-11 w-11 items-center justify-center rounded-xl ring-1 ${accent}`}
      >
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <h3 className="font-semibold text-zinc-100">{title}</h3>
      <div className="mt-1.5 text-sm text-zinc-400">{children}</div>
    </div>
  );
}
