import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/permissions';
import type { Project } from '../../../shared/schemas/projects';
import { SPLIT_TYPES, type ProjectSplits, type SplitType } from '../../../shared/schemas/splits';
import { ErrorState } from '../../components/ui/error-state';
import { ApiError } from '../../lib/api-client';
import { useProjectSplits } from './api/splits';
import { SplitTypePanel } from './components/split-type-panel';
import { splitPanelId, splitTabId, SplitTypeTabs } from './components/split-type-tabs';
import { SplitsHiddenPanel, SplitsSkeleton } from './components/splits-states';
import { historyOfType } from './lib/split-history';
import { formatPercent, splitsOfType, splitTotals } from './lib/split-list';
import { parseSplitType, SPLIT_TYPE_PARAM } from './lib/split-type-param';

/** The project page's splits tab: master, publishing and performance rights (part 2 §2). */
export function SplitsTab({ project }: { project: Project }) {
  if (!can(project.role, 'splits.see')) return <SplitsHiddenPanel />;
  return (
    <SplitsWorkspace
      project={project}
      canWrite={can(project.role, 'splits.write')}
      canSend={can(project.role, 'splits.send')}
    />
  );
}

function SplitsWorkspace({
  project,
  canWrite,
  canSend,
}: {
  project: Project;
  canWrite: boolean;
  canSend: boolean;
}) {
  const { t } = useTranslation('splits');
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parseSplitType(searchParams.get(SPLIT_TYPE_PARAM));
  const splits = useProjectSplits(project.id);

  // The sub-tab joins the URL next to ?tab=splits, so a reload or a shared link keeps both.
  const selectType = (next: SplitType) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(SPLIT_TYPE_PARAM, next);
        return params;
      },
      { replace: true },
    );

  // A role changed since the project loaded: the server's refusal is the viewer's panel.
  if (splits.error instanceof ApiError && splits.error.status === 403) {
    return <SplitsHiddenPanel />;
  }

  return (
    <div className="space-y-5">
      <SplitTypeTabs
        active={type}
        onChange={selectType}
        allocated={splits.data && allocatedByType(splits.data)}
      />
      <div
        role="tabpanel"
        id={splitPanelId(type)}
        aria-labelledby={splitTabId(type)}
        className="focus:outline-none"
      >
        {splits.isPending ? (
          <SplitsSkeleton />
        ) : splits.isError ? (
          <ErrorState
            titleAs="h2"
            title={t('states.failed')}
            body={t('states.failedBody')}
            retryLabel={t('states.retry')}
            retrying={splits.isFetching}
            onRetry={() => void splits.refetch()}
          />
        ) : (
          <SplitTypeContent
            projectId={project.id}
            type={type}
            data={splits.data}
            canWrite={canWrite}
            canSend={canSend}
          />
        )}
      </div>
    </div>
  );
}

function SplitTypeContent(props: {
  projectId: string;
  type: SplitType;
  data: ProjectSplits;
  canWrite: boolean;
  canSend: boolean;
}) {
  const { projectId, type, data, canWrite, canSend } = props;
  const list = splitsOfType(data.splits, type);
  return (
    <SplitTypePanel
      // A new type is a new panel: an open form or dialog belongs to the type it was opened on.
      key={type}
      projectId={projectId}
      type={type}
      splits={list}
      totals={splitTotals(list)}
      history={historyOfType(data.history, type)}
      canWrite={canWrite}
      confirmation={data.confirmation[type]}
      canSend={canSend}
    />
  );
}

const allocatedByType = (data: ProjectSplits): Record<SplitType, string> =>
  Object.fromEntries(
    SPLIT_TYPES.map((type) => [
      type,
      formatPercent(splitTotals(splitsOfType(data.splits, type)).allocated),
    ]),
  ) as Record<SplitType, string>;
