import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/notify';
import { can } from '../../../shared/permissions';
import type { AudioFile } from '../../../shared/schemas/audio';
import type { Project } from '../../../shared/schemas/projects';
import { useCommentCounts, useLinkedComment } from './api/comments';
import { SongComments } from './components/song-comments';

/**
 * What the audio tab renders under each song row: "Comments (N)" and, when open, the song's
 * comments. `songs` are the rows the list has loaded; their counts come a page of songs at a
 * time. `?comment={id}` (a notification's link) opens that comment's song and outlines it.
 */
export function useSongCommentsFooter(
  project: Project,
  songs: readonly AudioFile[] | undefined,
): (song: AudioFile) => ReactNode {
  const { t } = useTranslation('comments');
  const songList = useMemo(() => songs ?? [], [songs]);
  const songIds = useMemo(() => songList.map((song) => song.id), [songList]);
  const counts = useCommentCounts(project.id, songIds);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [searchParams] = useSearchParams();
  const linkedId = searchParams.get('comment');
  const linked = useLinkedComment(linkedId);
  const linkedSongId = linked.data && linked.data.id === linkedId ? linked.data.audioFileId : null;

  // Open the linked comment's song once it is known; say so once if the comment is gone.
  const answeredLink = useRef<string | null>(null);
  useEffect(() => {
    if (!linkedId || linked.isPending || answeredLink.current === linkedId) return;
    answeredLink.current = linkedId;
    if (linkedSongId) setOpenIds((current) => new Set(current).add(linkedSongId));
    else toast.error(t('linkMissing'));
  }, [linkedId, linkedSongId, linked.isPending, t]);

  const toggle = useCallback((song: AudioFile) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(song.id)) next.add(song.id);
      return next;
    });
  }, []);

  const canWrite = can(project.role, 'comment.write');
  return useCallback(
    (song: AudioFile) => (
      <SongComments
        song={song}
        songs={songList}
        projectId={project.id}
        count={counts.get(song.id)}
        open={openIds.has(song.id)}
        onToggle={toggle}
        canWrite={canWrite}
        highlightId={song.id === linkedSongId ? linkedId : null}
      />
    ),
    [songList, project.id, counts, openIds, toggle, canWrite, linkedSongId, linkedId],
  );
}
