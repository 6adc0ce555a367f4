import type { ComponentProps, ReactNode } from 'react';

const CELL_CLASS = 'border-b border-zinc-800/70 px-3 py-2.5 text-zinc-200';

/** A wide table that scrolls sideways on a phone, captioned for screen readers. */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A column's heading. */
export function ColumnHeader(props: Omit<ComponentProps<'th'>, 'scope' | 'className'>) {
  return (
    <th
      scope="col"
      className="border-b border-zinc-800 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-zinc-400"
      {...props}
    />
  );
}

/** The cell naming its row (a person, a project). */
export function RowHeader(props: Omit<ComponentProps<'th'>, 'scope' | 'className'>) {
  return <th scope="row" className={`${CELL_CLASS} font-medium text-white`} {...props} />;
}

/** A data cell; `className` only for text wrapping. */
export function Cell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={className ? `${CELL_CLASS} ${className}` : CELL_CLASS} {...props} />;
}
