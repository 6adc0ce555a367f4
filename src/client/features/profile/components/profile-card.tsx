import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface ProfileCardProps {
  id: string;
  title: string;
  icon: LucideIcon;
  /** Shown at the right of the title row. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled card of the profile's tabs (a labelled region). */
export function ProfileCard({ id, title, icon: Icon, aside, children }: ProfileCardProps) {
  return (
    <Card as="section" aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-zinc-100">
          <Icon className="h-5 w-5 text-brand-400" aria-hidden />
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </Card>
  );
}
