import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface OverviewCardProps {
  id: string;
  title: string;
  icon: LucideIcon;
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled panel of the project overview (a labelled region). */
export function OverviewCard({ id, title, icon: Icon, aside, children }: OverviewCardProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5">
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
