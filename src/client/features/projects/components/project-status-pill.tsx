import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '../../../../shared/constants';

const STATUS_COLOURS: Record<ProjectStatus, string> = {
  draft: 'bg-amber-500/15 text-amber-300 ring-amber-500/30',
  'in-progress': 'bg-brand-500/15 text-brand-300 ring-brand-500/30',
  complete: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  published: 'bg-sky-500/15 text-sky-300 ring-sky-500/30',
  archived: 'bg-zinc-500/15 text-zinc-300 ring-zinc-500/30',
};

/** The project's status ("In Creation" for a draft, part 2 §2). */
export function ProjectStatusPill({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_COLOURS[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
