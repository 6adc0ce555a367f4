import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/permissions';
import type { Project } from '../../../shared/schemas/projects';
import { EmptyState } from '../../components/ui/empty-state';
import { PanelListSkeleton } from '../../components/ui/panel-card';
import { ApiError } from '../../lib/api-client';
import { useProjectSplits } from './api/splits';
import { SplitsHiddenPanel } from './components/splits-states';
import { SplitStatus } from './components/split-totals';
import { formatPercent, splitsOfType, splitTotals } from './lib/split-list';

/** How many splits the overview shows (part 2 §9: the first 3 items of each area). */
const PREVIEW_SPLITS = 3;

/** The overview card's content: the first master splits and whether they are ready. */
export function SplitsPreview({ project }: { project: Project }) {
  const hidden = !can(project.role, 'splits.see');
  if (hidden) return <SplitsHiddenPanel compact />;
  return <MasterSplitsPreview projectId={project.id} />;
}

function MasterSplitsPreview({ projectId }: { projectId: string }) {
  const { t } = useTranslation('splits');
  const splits = useProjectSplits(projectId);

  if (splits.isPending) return <PanelListSkeleton rows={PREVIEW_SPLITS} />;
  if (splits.isError) {
    const refused = splits.error instanceof ApiError && splits.error.status === 403;
    return refused ? (
      <SplitsHiddenPanel compact />
    ) : (
      <p className="text-sm text-zinc-400">{t('preview.failed')}</p>
    );
  }
  const master = splitsOfType(splits.data.splits, 'master');
  if (master.length === 0) return <EmptyState title={t('preview.empty')} />;
  return (
    <div className="space-y-3">
      <p className="text-xs font-medium uppercase tracking-wide text-zinc-400">
        {t('preview.master')}
      </p>
      <ul className="divide-y divide-zinc-800">
        {master.slice(0, PREVIEW_SPLITS).map((split) => (
          <li key={split.id} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-100">
              {split.name}
            </span>
            <span className="shrink-0 text-sm font-semibold tabular-nums text-brand-200">
              {formatPercent(split.percentage)}
            </span>
          </li>
        ))}
      </ul>
      {master.length > PREVIEW_SPLITS && (
        <p className="text-xs text-zinc-400">
          {t('preview.more', { count: master.length - PREVIEW_SPLITS })}
        </p>
      )}
      <SplitStatus line={splitTotals(master).line} />
    </div>
  );
}
