import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One titled group of details (a labelled region). */
export function DetailsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `details-section-${id}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-4 text-base font-semibold text-zinc-100">
        {title}
      </h3>
      {children}
    </Card>
  );
}
