import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The "nothing here yet" line inside a card. */
export function EmptyState({ title, body }: { title: string; body?: string }) {
  return (
    <div className="rounded-xl border border-dashed border-zinc-800 px-4 py-8 text-center">
      <p className="text-sm font-medium text-zinc-300">{title}</p>
      {body && <p className="mt-1 text-xs text-zinc-400">{body}</p>}
    </div>
  );
}

interface EmptyPanelProps {
  icon: LucideIcon;
  title: string;
  body: string;
  /** A short tag above the title, e.g. "Coming soon". */
  badge?: string;
  /** What to do next, e.g. an upload button or a link. */
  action?: ReactNode;
  /** `h2` when the panel is a tab's whole content, `p` inside a section that has a heading. */
  titleAs?: 'h2' | 'p';
}

/** A whole area with nothing in it yet: an icon, what belongs here, and what to do next. */
export function EmptyPanel({
  icon: Icon,
  title,
  body,
  badge,
  action,
  titleAs: Title = 'p',
}: EmptyPanelProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-800 px-6 py-14 text-center">
      <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-600/15 text-brand-300">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      {badge && <ComingSoonBadge text={badge} />}
      <Title className="text-lg font-semibold text-white">{title}</Title>
      <p className="mt-2 max-w-md text-sm text-zinc-400">{body}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** The pill over a view or tab that is not built yet. */
export function ComingSoonBadge({ text }: { text: string }) {
  return (
    <span className="mb-3 rounded-full bg-zinc-800 px-3 py-1 text-xs font-medium text-zinc-300">
      {text}
    </span>
  );
}
