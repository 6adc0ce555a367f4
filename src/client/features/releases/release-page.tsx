import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Release } from '../../../shared/schemas/releases';
import { Button } from '../../components/ui/button';
import { Badge } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApiError, errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/notify';
import { useDeleteRelease, useRelease, useUpdateRelease } from './api/releases';
import { ReleaseArtworkImage } from './components/release-artwork';
import { ReleaseArtworkUpload } from './components/release-artwork-upload';
import { ReleaseChecklist } from './components/release-checklist';
import { ReleaseDetailsForm } from './components/release-details-form';
import {
  BackToReleasesLink,
  ReleaseLoadError,
  ReleaseLoading,
  ReleaseNotFound,
} from './components/release-page-states';
import { ReleasePublishing } from './components/release-publishing';
import { ReleaseStatusPanel } from './components/release-status';
import { ReleaseTracklist } from './components/release-tracklist';
import { useDeliveredGuard } from './components/use-delivered-guard';

/** /releases/:id: the release's editor (fields, artwork, tracks, checklist, status, page). */
export function ReleasePage() {
  const { id = '' } = useParams();
  const release = useRelease(id);
  if (release.data) return <ReleaseEditor key={release.data.id} release={release.data} />;
  if (release.isError) {
    const status = release.error instanceof ApiError ? release.error.status : 0;
    // 400: the address names no release (not an id); 404: absent, deleted or another profile's.
    if (status === 404 || status === 400) return <ReleaseNotFound />;
    return (
      <ReleaseLoadError retrying={release.isFetching} onRetry={() => void release.refetch()} />
    );
  }
  return <ReleaseLoading />;
}

function ReleaseEditor({ release }: { release: Release }) {
  const { t } = useTranslation('releases');
  const navigate = useNavigate();
  const update = useUpdateRelease(release.id);
  const remove = useDeleteRelease();
  const [deleting, setDeleting] = useState(false);
  const { guard, guardPatch, dialog } = useDeliveredGuard(release, update);

  const handleDelete = () =>
    remove.mutate(release.id, {
      onSuccess: () => {
        toast.success(t('toast.deleted'), { description: release.title });
        void navigate('/releases');
      },
      onError: (error) =>
        toast.error(t('toast.deleteFailed'), { description: errorMessage(error, t('tryAgain')) }),
    });

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${release.title} · ${t('page.title')} · ${t('common:appName')}`}</title>
      <BackToReleasesLink look="plain" />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <ReleaseArtworkImage artwork={release.artwork} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-zinc-400">{t(`type.${release.type}`)}</p>
          <h1 className="text-2xl font-bold text-white [overflow-wrap:anywhere] sm:text-3xl">
            {release.title}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-zinc-400">
            <Badge tone={release.status === 'draft' ? 'neutral' : 'success'}>
              {t(`status.${release.status}`)}
            </Badge>
            <span>{t('card.tracks', { count: release.tracks.length })}</span>
          </div>
        </div>
        <Button variant="ghost" className="hover:text-red-300" onClick={() => setDeleting(true)}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('editor.delete')}
        </Button>
      </header>
      <ReleaseStatusPanel release={release} update={update} />
      <ReleaseChecklist release={release} />
      <ReleaseDetailsForm release={release} update={update} guard={guardPatch} />
      <ReleaseArtworkUpload release={release} guard={guard} />
      <ReleaseTracklist release={release} guard={guard} />
      <ReleasePublishing release={release} update={update} />
      {dialog}
      <ConfirmDialog
        icon={Trash2}
        open={deleting}
        onOpenChange={setDeleting}
        title={t('deleteDialog.title')}
        body={t('deleteDialog.body', { title: release.title })}
        labels={{ confirm: t('deleteDialog.confirm'), pending: t('deleteDialog.pending') }}
        pending={remove.isPending}
        onConfirm={handleDelete}
      />
    </div>
  );
}
