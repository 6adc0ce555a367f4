import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import { useProjectSongs } from '../../../lib/queries/audio-queries';
import {
  AddSongControls,
  SongListSection,
  SongSortSelect,
  songTableItems,
  SongTable,
  PROJECT_SORTS,
  useSongSort,
  type SongUploads,
} from '../../../features/audio';
import { useSongCommentsFooter } from '../../../features/comments';

/**
 * The project page's Audio tab (part 2 §2 "Audio tab"): the project's songs with their count,
 * upload (several files, staggered, real byte progress) and recording that uploads at once.
 * Viewers only listen and download. The upload queue is the page's (files dropped on any tab
 * join it), so its rows outlive a switch of tabs.
 */
export function AudioTab({ project, uploads }: { project: Project; uploads: SongUploads }) {
  const { t } = useTranslation('audio');
  const navigate = useNavigate();
  const [sort, setSort] = useSongSort('newest', PROJECT_SORTS);
  const audio = useProjectSongs(project.id, { sort });
  const readOnly = !can(project.role, 'audio.edit');
  const songs = audio.items;
  const items = useMemo(() => songTableItems(songs, uploads.pending), [songs, uploads.pending]);
  // Leave Project for a project the caller does not own (never the library).
  const leavable = can(project.role, 'project.leave', { isLibrary: project.isLibrary });
  const canLeave = useCallback(() => leavable, [leavable]);
  const commentsFooter = useSongCommentsFooter(project, songs);
  // The project is out of reach once left: its page would only say "not found".
  const handleLeft = useCallback(() => void navigate('/home'), [navigate]);

  const canUpload = can(project.role, 'audio.upload');

  return (
    <SongListSection
      headingId="audio-tab-heading"
      heading={t('tab.heading')}
      count={
        audio.isLoading
          ? t('table.loading')
          : t('tab.count', { count: audio.total ?? songs.length })
      }
      actions={
        <>
          <SongSortSelect value={sort} options={PROJECT_SORTS} onChange={setSort} />
          {canUpload && <AddSongControls uploads={uploads} recordMode="auto-upload" />}
        </>
      }
    >
      <SongTable
        label={t('tab.tableLabel', { project: project.title })}
        items={items}
        isLoading={audio.isLoading}
        isError={audio.isError && !audio.isFetchNextPageError}
        onRetry={() => void audio.refetch()}
        paging={audio}
        readOnly={readOnly}
        canLeave={canLeave}
        renderRowFooter={commentsFooter}
        onLeftProject={handleLeft}
      />
    </SongListSection>
  );
}
