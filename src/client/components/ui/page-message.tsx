import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ComingSoonBadge } from './empty-state';

const ICON_TONES = {
  brand: 'bg-brand-600/15 text-brand-400 ring-brand-500/30',
  muted: 'bg-zinc-800 text-zinc-300 ring-zinc-700',
} as const;

interface PageMessageProps {
  icon: LucideIcon;
  /** `brand` for what is coming, `muted` for what is missing or failed. */
  tone?: keyof typeof ICON_TONES;
  title: string;
  body: string;
  /** A short tag above the title, e.g. "Coming soon". */
  badge?: string;
  /** The ways on, e.g. Retry and a link home. */
  actions: ReactNode;
}

/** A view whose whole content is one message: an icon, a title, a line of text and the ways on. */
export function PageMessage({
  icon: Icon,
  tone = 'brand',
  title,
  body,
  badge,
  actions,
}: PageMessageProps) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span
        className={`mb-6 flex h-16 w-16 items-center justify-center rounded-2xl ring-1 ${ICON_TONES[tone]}`}
      >
        <Icon className="h-8 w-8" aria-hidden />
      </span>
      {badge && <ComingSoonBadge text={badge} />}
      <h1 className="text-2xl font-bold text-white sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-zinc-400">{body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  );
}

const BACK_LINK_CLASSES = {
  /** Among a message's actions: an outlined button. */
  button:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 ' +
    'text-sm font-medium text-zinc-200 hover:bg-zinc-800',
  /** Above a page's heading: grey text with its arrow. */
  plain: 'inline-flex items-center gap-1.5 rounded-lg text-sm text-zinc-400 hover:text-zinc-100',
} as const;

/** A link back to where the page was reached from (a list, the dashboard), with its arrow. */
export function BackLink({
  to,
  label,
  look = 'button',
}: {
  to: string;
  label: string;
  look?: keyof typeof BACK_LINK_CLASSES;
}) {
  return (
    <Link to={to} className={BACK_LINK_CLASSES[look]}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {label}
    </Link>
  );
}

/** The way back to the dashboard (/home) from a page with nothing to show. */
export function BackHomeLink({ label }: { label: string }) {
  return <BackLink to="/home" label={label} />;
}
