import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';
import { useProjectAudio } from '../../audio/api/audio-queries';
import { songTableItems } from '../../audio/components/song-row-types';
import { SongTable } from '../../audio/components/song-table';
import { UploadButton } from '../../audio/components/upload-button';
import { useSongUploads } from '../../audio/components/use-song-uploads';
import { RecordControl } from '../../recording/components/record-control';

/**
 * The project page's Audio tab (part 2 §2 "Audio tab"): the project's songs with their count,
 * upload (several files, staggered, real byte progress) and recording that uploads at once.
 * Viewers only listen and download.
 */
export function AudioTab({ project }: { project: Project }) {
  const { t } = useTranslation('audio');
  const audio = useProjectAudio(project.id);
  const uploads = useSongUploads({ projectId: project.id });
  const readOnly = project.role === 'viewer';
  const songs = audio.data;
  const items = useMemo(
    () => songTableItems(songs ?? [], uploads.pending),
    [songs, uploads.pending],
  );
  // Leave Project for a project the caller does not own (never the library).
  const leavable = !project.isLibrary && project.role !== 'owner';
  const canLeave = useCallback(() => leavable, [leavable]);

  return (
    <section aria-labelledby="audio-tab-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="audio-tab-heading" className="text-lg font-semibold text-white">
            {t('tab.heading')}
          </h2>
          <p className="text-sm text-zinc-400" aria-live="polite">
            {audio.isLoading ? t('table.loading') : t('tab.count', { count: songs?.length ?? 0 })}
          </p>
        </div>
        {!readOnly && (
          <div className="flex flex-wrap items-center gap-2">
            <RecordControl mode="auto-upload" onSave={uploads.uploadRecording} />
            <UploadButton
              onFiles={(files) => void uploads.uploadFiles(files)}
              isUploading={uploads.isUploading}
              percent={uploads.overallPercent}
            />
          </div>
        )}
      </div>
      <SongTable
        label={t('tab.tableLabel', { project: project.title })}
        items={items}
        isLoading={audio.isLoading}
        isError={audio.isError}
        onRetry={() => void audio.refetch()}
        readOnly={readOnly}
        canLeave={canLeave}
      />
    </section>
  );
}
