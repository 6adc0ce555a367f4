import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PanelCardProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** Shown at the right of the title row, e.g. a count or a "View all" button. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled panel of a dashboard-like page (a labelled region). */
export function PanelCard({
  id,
  title,
  icon: Icon,
  aside,
  children,
  className = '',
}: PanelCardProps) {
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

/** Placeholder lines while a panel's short list loads. */
export function PanelListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-busy className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="h-10 animate-pulse rounded-lg bg-zinc-800/60" />
      ))}
    </ul>
  );
}
