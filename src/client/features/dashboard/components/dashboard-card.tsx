import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface DashboardCardProps {
  id: string;
  title: string;
  icon: LucideIcon;
  /** Shown at the right of the title row, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled dashboard panel (a labelled region). */
export function DashboardCard({
  id,
  title,
  icon: Icon,
  aside,
  children,
  className = '',
}: DashboardCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5 ${className}`}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-zinc-100">
          <Icon className="h-5 w-5 text-brand-400" aria-hidden />
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The "nothing here yet" line inside a card. */
export function EmptyState({ title, body }: { title: string; body?: string }) {
  return (
    <div className="rounded-xl border border-dashed border-zinc-800 px-4 py-8 text-center">
      <p className="text-sm font-medium text-zinc-300">{title}</p>
      {body && <p className="mt-1 text-xs text-zinc-400">{body}</p>}
    </div>
  );
}
