import type { ReactNode } from 'react';

interface SongListSectionProps {
  /** The heading's id; the section is labelled by it. */
  headingId: string;
  heading: string;
  /** How many songs there are, announced politely as it changes. */
  count: ReactNode;
  /** The controls at the right of the heading (search, record, upload...). */
  actions?: ReactNode;
  /** The song table. */
  children: ReactNode;
}

/** A titled song list: heading, live song count and its controls above the table. */
export function SongListSection({
  headingId,
  heading,
  count,
  actions,
  children,
}: SongListSectionProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-white">
            {heading}
          </h2>
          <p className="mt-0.5 text-sm text-zinc-400" aria-live="polite">
            {count}
          </p>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
