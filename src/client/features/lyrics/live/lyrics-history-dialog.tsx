import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingShape } from '../../../components/ui/loading-shape';
import { PagedListFooter, footerState } from '../../../components/ui/paged-list-footer';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import {
  useLyricsHistory,
  useRestoreLyrics,
  type LyricsSnapshotEntry,
} from '../api/lyrics-history';

interface LyricsHistoryProps {
  projectId: string;
  lyricsId: string;
  /** `can(role, 'lyrics.edit')`: only who may edit is offered Restore. */
  canRestore: boolean;
}

/**
 * "History": the document's kept versions (at least hourly while edited, and before every
 * restore), newest first, each with its time, who wrote and its first words; Restore puts one
 * back for everyone (the current words are kept as a version first, so it can be undone), and
 * the dialog closes on the restored lyrics.
 */
export function LyricsHistoryButton({ projectId, lyricsId, canRestore }: LyricsHistoryProps) {
  const { t } = useTranslation('lyrics');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <History className="h-4 w-4" aria-hidden />
          {t('versions.open')}
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent
          title={t('versions.title')}
          description={t('versions.description')}
          closeLabel={t('common:close')}
          width="xl"
        >
          <VersionList
            projectId={projectId}
            lyricsId={lyricsId}
            canRestore={canRestore}
            onRestored={() => setOpen(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function VersionList({
  projectId,
  lyricsId,
  canRestore,
  onRestored,
}: LyricsHistoryProps & { onRestored: () => void }) {
  const { t, i18n } = useTranslation('lyrics');
  const history = useLyricsHistory(lyricsId, true);
  const restore = useRestoreLyrics(projectId, lyricsId);
  const [chosen, setChosen] = useState<LyricsSnapshotEntry | null>(null);
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  if (history.isPending) {
    return (
      <LoadingShape label={t('versions.loading')} className="mt-4 space-y-2">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-14 animate-pulse rounded-lg bg-zinc-800/60" />
        ))}
      </LoadingShape>
    );
  }
  if (history.isError) {
    return (
      <div className="mt-4">
        <ErrorState
          title={t('versions.loadError')}
          body={errorMessage(history.error, t('loadError.body'))}
          retryLabel={t('common:retry')}
          retrying={history.isFetching}
          onRetry={() => void history.refetch()}
        />
      </div>
    );
  }
  if (history.items.length === 0) {
    return (
      <div className="mt-4">
        <EmptyState title={t('versions.empty')} body={t('versions.emptyBody')} />
      </div>
    );
  }

  const confirmRestore = () => {
    if (!chosen) return;
    restore.mutate(chosen.id, {
      onSuccess: () => {
        setChosen(null);
        toast.success(t('versions.restored'));
        // Back to the lyrics, which now show the version restored.
        onRestored();
      },
      onError: (error) => toast.error(errorMessage(error, t('versions.restoreFailed'))),
    });
  };

  return (
    <>
      <ul className="mt-4 space-y-2" aria-label={t('versions.listLabel')}>
        {history.items.map((entry) => {
          const when = time.format(new Date(entry.createdAt));
          return (
            <li
              key={entry.id}
              className="flex items-start gap-3 rounded-lg border border-zinc-800 bg-zinc-950/40 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-zinc-100">
                  <time dateTime={entry.createdAt}>{when}</time>
                  {entry.byName ? ` · ${entry.byName}` : ''}
                  <span className="ml-2 text-xs font-normal text-zinc-400">
                    {t(`versions.reason.${entry.reason}`, { defaultValue: '' })}
                  </span>
                </p>
                <p className="mt-1 line-clamp-2 text-xs text-zinc-400 [overflow-wrap:anywhere]">
                  {entry.preview || t('versions.blank')}
                </p>
              </div>
              {canRestore && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('versions.restoreOne', { time: when })}
                  onClick={() => setChosen(entry)}
                >
                  {t('versions.restore')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <PagedListFooter
        {...footerState(history)}
        labels={{
          more: t('versions.more'),
          loading: t('versions.loadingMore'),
          failed: t('versions.moreFailed'),
          retry: t('common:retry'),
        }}
      />
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(next) => !next && setChosen(null)}
        title={t('versions.confirmTitle')}
        body={t('versions.confirmBody', {
          time: chosen ? time.format(new Date(chosen.createdAt)) : '',
        })}
        labels={{ confirm: t('versions.restore'), pending: t('versions.restoring') }}
        pending={restore.isPending}
        onConfirm={confirmRestore}
        variant="primary"
      />
    </>
  );
}
