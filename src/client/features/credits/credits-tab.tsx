import { Plus, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/permissions';
import type { Credit } from '../../../shared/schemas/credits';
import type { Project } from '../../../shared/schemas/projects';
import { EmptyPanel } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PanelListSkeleton } from '../../components/ui/panel-card';
import { footerState, PagedListFooter } from '../../components/ui/paged-list-footer';
import { useCreditsSummary, useProjectCredits } from './api/credits';
import { CreditDialog } from './components/credit-dialog';
import { CreditRow } from './components/credit-row';
import { Button } from '../../components/ui/button';
import { CreditsExportButtons } from './components/credits-export-buttons';
import { CreditsSummary } from './components/credits-summary';
import { useConfirmDeleteCredit } from './components/use-confirm-delete-credit';
import { IconButton } from '../../components/ui/icon-button';
import { Card } from '../../components/ui/card';

/** The dialog: closed, adding a credit, or editing one. */
type Editing = { open: false } | { open: true; credit: Credit | null };

/**
 * The project page's Credits tab (part 2 §2): a summary, everyone credited with their roles and
 * contacts, export to text or CSV; the owner adds, edits and deletes, everyone else reads.
 */
export function CreditsTab({ project }: { project: Project }) {
  const { t } = useTranslation('credits');
  const credits = useProjectCredits(project.id);
  const summary = useCreditsSummary(project.id);
  const canWrite = can(project.role, 'credits.write');
  const [editing, setEditing] = useState<Editing>({ open: false });
  const confirmDelete = useConfirmDeleteCredit(project.id);
  const list = credits.items;
  const total = credits.total ?? list.length;

  const addButton = (
    <IconButton
      look="fab"
      onClick={() => setEditing({ open: true, credit: null })}
      label={t('add')}
      title={t('add')}
    >
      <Plus className="h-5 w-5" aria-hidden />
    </IconButton>
  );

  return (
    <section aria-labelledby="credits-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="credits-heading" className="text-xl font-semibold text-white">
            {t('heading')}
          </h2>
          <p className="mt-1 text-sm text-zinc-400">
            {credits.isSuccess ? t('count', { count: total }) : t('intro')}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {credits.isSuccess && (
            <CreditsExportButtons projectId={project.id} projectTitle={project.title} />
          )}
          {canWrite && addButton}
        </div>
      </div>

      {credits.isPending ? (
        <div role="status">
          <span className="sr-only">{t('loading')}</span>
          <PanelListSkeleton rows={3} />
        </div>
      ) : credits.isError && !credits.data ? (
        <ErrorState
          title={t('loadFailed')}
          body={t('loadFailedBody')}
          retryLabel={t('common:retry')}
          retrying={credits.isFetching}
          onRetry={() => void credits.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyPanel
          icon={ScrollText}
          title={t('empty.title')}
          body={canWrite ? t('empty.ownerBody') : t('empty.readerBody')}
          action={
            canWrite && (
              <Button onClick={() => setEditing({ open: true, credit: null })}>
                <Plus className="h-4 w-4" aria-hidden />
                {t('empty.add')}
              </Button>
            )
          }
        />
      ) : (
        <>
          {summary.data && <CreditsSummary summary={summary.data} />}
          <Card>
            <ul aria-label={t('list.label')} className="divide-y divide-zinc-800">
              {list.map((credit) => (
                <CreditRow
                  key={credit.id}
                  credit={credit}
                  onEdit={canWrite ? () => setEditing({ open: true, credit }) : undefined}
                  onDelete={canWrite ? () => confirmDelete(credit) : undefined}
                />
              ))}
            </ul>
            <PagedListFooter
              {...footerState(credits)}
              labels={{
                more: t('list.more'),
                loading: t('list.loadingMore'),
                failed: t('list.moreFailed'),
                retry: t('common:retry'),
              }}
            />
          </Card>
        </>
      )}

      {canWrite && (
        <CreditDialog
          projectId={project.id}
          credit={editing.open ? editing.credit : null}
          open={editing.open}
          onOpenChange={(open) => !open && setEditing({ open: false })}
        />
      )}
    </section>
  );
}
