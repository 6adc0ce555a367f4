import type { ReactNode } from 'react';

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
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5"
    >
      <h3 id={headingId} className="mb-4 text-base font-semibold text-zinc-100">
        {title}
      </h3>
      {children}
    </section>
  );
}
