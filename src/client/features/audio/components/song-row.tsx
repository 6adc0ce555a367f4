import { GripVertical, History, Pin } from 'lucide-react';
import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration, formatMegabytes } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { formatSongDate } from './song-date';
import { SongAnalysisCells } from './song-analysis-cells';
import { SongNotesCell } from './song-notes-cell';
import { SongPlayButton } from './song-play-button';
import { SongRowMenu } from './song-row-menu';
import type { DragHandle, SongRowHandlers } from './song-row-types';
import { cellArea, songGridClass } from './song-table-layout';
import { SongTitleCell } from './song-title-cell';
import { SongPanel } from './song-panel';
import { Checkbox } from '../../../components/ui/choice';
import { IconButton } from '../../../components/ui/icon-button';

export interface SongRowProps {
  song: AudioFile;
  rowIndex: number;
  pinned?: boolean;
  /** Chosen for a bulk action; undefined where the table has no selection. */
  selected?: boolean;
  /** Name the song's project under its title (the library mixes projects). */
  showProject: boolean;
  readOnly: boolean;
  canLeave: boolean;
  current: boolean;
  playing: boolean;
  /** The player's current song id, for the versions list. */
  currentId: string | null;
  isPlaying: boolean;
  editing: boolean;
  versionsOpen: boolean;
  dragging?: boolean;
  drag?: DragHandle;
  handlers: SongRowHandlers;
  /** Under the row, e.g. the audio tab's comments toggle and list. */
  renderFooter?: (song: AudioFile) => ReactNode;
}

/** One song of a table: play, title, date, artist, size, duration, notes and the row menu. */
export const SongRow = memo(function SongRow({
  song,
  rowIndex,
  pinned,
  selected,
  showProject,
  readOnly,
  canLeave,
  current,
  playing,
  currentId,
  isPlaying,
  editing,
  versionsOpen,
  dragging,
  drag,
  handlers,
  renderFooter,
}: SongRowProps) {
  const { t } = useTranslation('audio');
  const canEdit = !readOnly && song.canEdit;
  const canDelete = !readOnly && song.canDelete;
  const { select } = handlers;
  const selectable = selected !== undefined && select !== undefined;
  // A click on the row's free space (not a control) chooses it; shift-click chooses a range.
  const onRowClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('button,a,input,textarea,select,[role="menuitem"]')) return;
    select?.(song, event.shiftKey);
  };
  // Space on the focused row itself (its controls answer Space on their own).
  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.key !== ' ') return;
    event.preventDefault();
    select?.(song, event.shiftKey);
  };
  return (
    <>
      <div
        role="row"
        aria-rowindex={rowIndex}
        tabIndex={selectable ? -1 : undefined}
        onClick={selectable ? onRowClick : undefined}
        onKeyDown={selectable ? onRowKeyDown : undefined}
        className={`${songGridClass} rounded-lg px-2 py-2 transition-colors hover:bg-zinc-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${
          selected ? 'bg-brand-600/20' : current ? 'bg-brand-600/10' : ''
        } ${dragging ? 'opacity-40' : ''}`}
      >
        <div role="cell" className={`${cellArea.lead} flex items-center gap-1`}>
          {selectable && (
            <Checkbox
              checked={selected}
              aria-label={t('row.select', { title: song.title })}
              // React reports a checkbox's change from its click: the shift key comes with it.
              onChange={(event) =>
                select(song, (event.nativeEvent as unknown as MouseEvent).shiftKey === true)
              }
              className="cursor-pointer"
            />
          )}
          {drag && (
            <IconButton
              look="drag"
              ref={drag.setActivatorNodeRef}
              {...drag.attributes}
              {...drag.listeners}
              label={t('row.reorder', { title: song.title })}
            >
              <GripVertical className="h-4 w-4" aria-hidden />
            </IconButton>
          )}
          <SongPlayButton
            title={song.title}
            current={current}
            playing={playing}
            onPlay={() => handlers.play(song)}
          />
        </div>
        <div role="cell" className={cellArea.title}>
          <SongTitleCell
            song={song}
            editing={editing}
            canEdit={canEdit}
            onEditingChange={(on) => handlers.setEditing(on ? song.id : null)}
            onRename={handlers.rename}
          >
            <SongBadges song={song} pinned={pinned} showProject={showProject} />
          </SongTitleCell>
        </div>
        <div role="cell" className={cellArea.date}>
          <time dateTime={song.createdAt}>{formatSongDate(song.createdAt)}</time>
        </div>
        <div role="cell" className={cellArea.artist} title={song.uploaderName}>
          {song.uploaderName}
        </div>
        <div role="cell" className={cellArea.size}>
          {formatMegabytes(song.size)}
        </div>
        <div role="cell" className={cellArea.duration}>
          {formatDuration(song.duration)}
        </div>
        <SongAnalysisCells song={song} />
        <div role="cell" className={cellArea.notes}>
          <SongNotesCell song={song} canEdit={canEdit} onSave={handlers.saveNotes} />
        </div>
        <div role="cell" className={cellArea.menu}>
          <SongRowMenu
            song={song}
            canEdit={canEdit}
            canDelete={canDelete}
            canLeave={canLeave}
            pinned={pinned}
            versionsOpen={versionsOpen}
            handlers={handlers}
          />
        </div>
      </div>
      {versionsOpen && (
        <div role="row" className="px-2 pb-2">
          <div role="cell">
            <SongPanel
              song={song}
              currentId={currentId}
              isPlaying={isPlaying}
              onPlay={handlers.playVersion}
              onMakeLatest={canEdit ? handlers.makeLatest : undefined}
              onMakeSong={handlers.makeSong}
            />
          </div>
        </div>
      )}
      {renderFooter && (
        <div role="row" className="px-2 pb-2">
          <div role="cell">{renderFooter(song)}</div>
        </div>
      )}
    </>
  );
});

interface SongBadgesProps {
  song: AudioFile;
  pinned?: boolean;
  showProject: boolean;
}

function SongBadges({ song, pinned, showProject }: SongBadgesProps) {
  const { t } = useTranslation('audio');
  const project = showProject && !song.projectIsLibrary;
  if (!pinned && !project && song.versionCount <= 1) return null;
  return (
    <p className="mt-0.5 flex min-w-0 items-center gap-2 text-xs text-zinc-400">
      {pinned && (
        <span className="inline-flex items-center gap-1 text-brand-300">
          <Pin className="h-3 w-3" aria-hidden />
          {t('row.pinned')}
        </span>
      )}
      {project && (
        <Link
          to={`/projects/${song.projectId}`}
          title={t('row.project', { project: song.projectName })}
          className="truncate rounded underline-offset-2 hover:text-zinc-200 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          {song.projectName}
        </Link>
      )}
      {song.versionCount > 1 && (
        <span className="inline-flex shrink-0 items-center gap-1">
          <History className="h-3 w-3" aria-hidden />
          {t('row.versions', { count: song.versionCount })}
        </span>
      )}
    </p>
  );
}
