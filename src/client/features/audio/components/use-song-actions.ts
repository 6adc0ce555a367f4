import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { errorMessage } from '../../../lib/api-client';
import {
  useDeleteAudio,
  useMarkLatestVersion,
  useUpdateAudioNotes,
  useUpdateAudioTitle,
} from '../api/audio-mutations';
import { useMakeSongProject } from '../api/audio-bulk';
import { shareSongLink } from './share-song';

export interface SongActions {
  rename: (song: AudioFile, title: string) => void;
  saveNotes: (song: AudioFile, notes: string) => Promise<void>;
  remove: (song: AudioFile) => void;
  share: (song: AudioFile) => void;
  /** Makes `song` the latest version of its own song, or of the song with file `versionOf`. */
  markLatest: (song: AudioFile, versionOf?: string) => Promise<void>;
  /** "Make it a song": the toast links to the new project. */
  makeSong: (song: AudioFile) => void;
}

/** The row actions with the spec's toasts (part 2 §8); one stable object per table. */
export function useSongActions(): SongActions {
  const { t } = useTranslation('audio');
  const { mutateAsync: updateTitle } = useUpdateAudioTitle();
  const { mutateAsync: updateNotes } = useUpdateAudioNotes();
  const { mutate: deleteAudio } = useDeleteAudio();
  const { mutateAsync: markLatestVersion } = useMarkLatestVersion();
  const { mutate: makeSongProject } = useMakeSongProject();
  const navigate = useNavigate();

  return useMemo<SongActions>(
    () => ({
      rename: (song, title) => {
        updateTitle({ id: song.id, title }).then(
          () => toast.success(t('toast.titleUpdated')),
          () => toast.error(t('toast.updateFailed'), { description: t('toast.updateFailedBody') }),
        );
      },
      saveNotes: async (song, notes) => {
        try {
          await updateNotes({ id: song.id, notes });
        } catch (error) {
          toast.error(t('toast.notesFailed'), {
            description: errorMessage(error, '') || undefined,
          });
          throw error;
        }
      },
      remove: (song) =>
        deleteAudio(song, {
          onSuccess: () => toast.success(t('toast.deleted')),
          onError: () =>
            toast.error(t('toast.deleteFailed'), { description: t('toast.deleteFailedBody') }),
        }),
      share: (song) => {
        shareSongLink(song.title, song.projectId).then(
          (outcome) => {
            if (outcome === 'copied') toast.success(t('toast.linkCopied'));
          },
          () => toast.error(t('toast.shareFailed')),
        );
      },
      markLatest: async (song, versionOf) => {
        try {
          await markLatestVersion({ id: song.id, versionOf });
          toast.success(t('toast.latestUpdated'));
        } catch (error) {
          toast.error(t('toast.latestFailed'), {
            description: errorMessage(error, t('toast.latestFailedBody')),
          });
          throw error;
        }
      },
      makeSong: (song) =>
        makeSongProject(song.id, {
          onSuccess: (project) =>
            toast.success(t('toast.songMade', { title: song.title }), {
              action: {
                label: t('toast.openProject'),
                onClick: () => void navigate(`/projects/${project.id}`),
              },
            }),
          onError: (error) =>
            toast.error(t('toast.makeSongFailed'), {
              description: errorMessage(error, '') || undefined,
            }),
        }),
    }),
    [t, updateTitle, updateNotes, deleteAudio, markLatestVersion, makeSongProject, navigate],
  );
}
