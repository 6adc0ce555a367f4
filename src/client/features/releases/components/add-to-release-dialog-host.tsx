import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Release, ReleaseSummary } from '../../../../shared/schemas/releases';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { closeReleaseRequest, useReleaseRequest } from '../../../lib/release-request';
import { useAppendToRelease } from '../api/releases';
import { AddToReleaseDialog } from './add-to-release-dialog';
import { NewReleaseDialog } from './new-release-dialog';

/** Shows the "Add to release…" dialog a song's menu asked for (see release-request). */
export function AddToReleaseDialogHost() {
  const request = useReleaseRequest();
  if (!request) return null;
  return <AddToRelease key={request.serial} request={request} />;
}

function AddToRelease({ request }: { request: NonNullable<ReturnType<typeof useReleaseRequest>> }) {
  const { t } = useTranslation('releases');
  const navigate = useNavigate();
  const append = useAppendToRelease();
  const [creating, setCreating] = useState(false);
  const { song } = request;
  const returnFocus = (event: Event) => {
    // The menu item that opened the dialog has gone with its menu: back to the menu's button.
    const button = request.returnFocusTo;
    if (button?.isConnected) {
      event.preventDefault();
      button.focus();
    }
  };

  const addTo = (release: Pick<ReleaseSummary, 'id' | 'title'>) =>
    append.mutate(
      { releaseId: release.id, audioId: song.audioId },
      {
        onSuccess: () => {
          closeReleaseRequest();
          toast.success(t('addTo.added', { title: song.title, release: release.title }), {
            action: {
              label: t('addTo.open'),
              onClick: () => void navigate(`/releases/${release.id}`),
            },
          });
        },
        onError: (error) =>
          toast.error(t('addTo.failed', { release: release.title }), {
            description: errorMessage(error, t('tryAgain')),
          }),
      },
    );

  const handleChoose = (release: ReleaseSummary | null) => {
    if (release) addTo(release);
    else setCreating(true);
  };
  const handleCreated = (release: Release) => {
    setCreating(false);
    addTo(release);
  };

  return (
    <>
      <AddToReleaseDialog
        song={song}
        open={request.open && !creating}
        onOpenChange={(open) => !open && closeReleaseRequest()}
        onCloseAutoFocus={creating ? (event) => event.preventDefault() : returnFocus}
        onChoose={handleChoose}
        adding={append.isPending ? (append.variables?.releaseId ?? null) : null}
      />
      <NewReleaseDialog
        open={request.open && creating}
        onOpenChange={(open) => {
          setCreating(open);
          if (!open) closeReleaseRequest();
        }}
        onCreated={handleCreated}
        onCloseAutoFocus={returnFocus}
      />
    </>
  );
}
