import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ProjectLinkRowProps {
  projectId: string;
  title: string;
  /** ISO time shown under the title (machine-readable in <time>). */
  dateTime: string;
  /** That time as people read it, e.g. "2 days ago". */
  when: string;
  /** Drawn at the right, e.g. a status pill or a chevron. */
  trailing: ReactNode;
}

/** One project in a dashboard card's list: a link to it with its title and a time. */
export function ProjectLinkRow({
  projectId,
  title,
  dateTime,
  when,
  trailing,
}: ProjectLinkRowProps) {
  return (
    <li>
      <Link
        to={`/projects/${projectId}`}
        className="group flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-zinc-800/60"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-zinc-100">{title}</span>
          <span className="block text-xs text-zinc-400">
            <time dateTime={dateTime}>{when}</time>
          </span>
        </span>
        {trailing}
      </Link>
    </li>
  );
}
