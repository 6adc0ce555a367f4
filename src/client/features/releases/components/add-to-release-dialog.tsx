import { Disc3, Loader2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReleaseSummary } from '../../../../shared/schemas/releases';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { RetryButton } from '../../../components/ui/retry-button';
import type { ReleaseSongTarget } from '../../../lib/release-request';
import { useReleases } from '../api/releases';
import { ReleaseArtworkImage } from './release-artwork';

interface AddToReleaseDialogProps {
  song: ReleaseSongTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The release chosen (the song joins its end), or null for "New release". */
  onChoose: (release: ReleaseSummary | null) => void;
  /** The release the song is being added to. */
  adding: string | null;
}

/** "Add to release…": the profile's releases a page at a time, and "New release". */
export function AddToReleaseDialog({
  song,
  open,
  onOpenChange,
  onCloseAutoFocus,
  onChoose,
  adding,
}: AddToReleaseDialogProps) {
  const { t } = useTranslation('releases');
  return (
    <Dialog open={open} onOpenChange={(next) => adding === null && onOpenChange(next)}>
      <DialogContent
        title={t('addTo.title')}
        description={t('addTo.description', { title: song.title })}
        closeLabel={t('common:close')}
        closeDisabled={adding !== null}
        onCloseAutoFocus={onCloseAutoFocus}
        width="lg"
      >
        {open && <ReleaseChoices onChoose={onChoose} adding={adding} />}
        <DialogFooter className="mt-4">
          <Button variant="secondary" disabled={adding !== null} onClick={() => onChoose(null)}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('addTo.newRelease')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ReleaseChoices({
  onChoose,
  adding,
}: Pick<AddToReleaseDialogProps, 'onChoose' | 'adding'>) {
  const { t } = useTranslation('releases');
  const releases = useReleases();
  if (releases.data) {
    if (releases.items.length === 0) {
      return <p className="mt-4 text-sm text-zinc-400">{t('addTo.none')}</p>;
    }
    return (
      <div className="mt-4">
        <ul aria-label={t('addTo.listLabel')} className="max-h-72 space-y-1 overflow-y-auto">
          {releases.items.map((release) => (
            <li key={release.id}>
              <Button
                variant="subtle"
                size="nav"
                className="text-left"
                busy={adding === release.id}
                disabled={adding !== null && adding !== release.id}
                onClick={() => onChoose(release)}
              >
                <ReleaseArtworkImage artwork={release.artwork} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-zinc-100">{release.title}</span>
                  <span className="block text-xs text-zinc-400">
                    {t(`type.${release.type}`)} · {t(`status.${release.status}`)} ·{' '}
                    {t('card.tracks', { count: release.trackCount })}
                  </span>
                </span>
                {adding === release.id && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              </Button>
            </li>
          ))}
        </ul>
        <NamespacedListFooter list={releases} namespace="releases" autoLoad={false} />
      </div>
    );
  }
  if (releases.isError) {
    return (
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm text-red-300">{t('loadFailed.title')}</p>
        <RetryButton
          label={t('common:retry')}
          retrying={releases.isFetching}
          onRetry={() => void releases.refetch()}
        />
      </div>
    );
  }
  return (
    <p role="status" className="mt-4 flex items-center gap-2 text-sm text-zinc-400">
      <Disc3 className="h-4 w-4 animate-spin" aria-hidden />
      {t('page.loading')}
    </p>
  );
}
