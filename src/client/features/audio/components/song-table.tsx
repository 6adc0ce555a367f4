import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import {
  footerState,
  PagedListFooter,
  type PagedListState,
} from '../../../components/ui/paged-list-footer';
import { LeaveProjectDialog } from '../../collaborations';
import { DeleteSongDialog } from './delete-song-dialog';
import { LeaveProjectRequest } from './leave-project-item';
import { MarkLatestDialog } from './mark-latest-dialog';
import { PendingUploadRow } from './pending-upload-row';
import { SongBulkBar } from './song-bulk-bar';
import { SongRow } from './song-row';
import { itemKey, type DragHandle, type SongTableItem } from './song-row-types';
import { SongTableHeader } from './song-table-header';
import { leadWidthClass } from './song-table-layout';
import { SongTableEmpty, SongTableError, SongTableSkeleton } from './song-table-states';
import { SortableSongRows } from './sortable-song-rows';
import { useSongSelection } from './use-song-selection';
import { useSongTableState } from './use-song-table-state';
import { PlacedLine, VirtualSongRows } from './virtual-song-rows';

export interface SongTableProps {
  /** The table's accessible name. */
  label: string;
  /** Lines in display order: songs, "Uploading..." placeholders, dividers. */
  items: SongTableItem[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Shown instead of the table when there are no lines (defaults to "No audio files yet"). */
  empty?: ReactNode;
  /** Viewers: no edit or delete controls. */
  readOnly?: boolean;
  /** Name each song's project under its title (the library mixes projects). */
  showProject?: boolean;
  /** Leave Project shows for these songs. */
  canLeave?: (song: AudioFile) => boolean;
  /** After leaving a song's project (e.g. the project page goes home); lists refresh anyway. */
  onLeftProject?: (projectId: string) => void;
  /** Library: Pin/Unpin in the row menu. */
  onTogglePin?: (song: AudioFile) => void;
  /** Library: drag-and-drop reordering by sortable id (songId or a divider id). */
  onMove?: (activeId: string, overId: string) => void;
  /** Audio tab: what goes under each song row (its comments); keep it stable. */
  renderRowFooter?: (song: AudioFile) => ReactNode;
  /** A list read in pages: the next page as the rows near the end, and its state. */
  paging?: SongTablePaging;
  /** A checkbox per row, select all, and the bulk bar (issue 16 item 5); on unless turned off. */
  selectable?: boolean;
  /** A search narrows the list: chosen songs it hides stay chosen (issue 25 item 9). */
  searching?: boolean;
}

/** How a song table reads its next page (DESIGN §3: lists come in pages). */
export type SongTablePaging = PagedListState & {
  /** Every song of the list (X-Total-Count), when the server said. */
  total: number | null;
};

const never = () => false;

/**
 * Every list of songs (library, studio, project audio tab): a virtualized, accessible table
 * (role=table/row/cell) with inline editing, the row menu, versions and optional reordering.
 */
export function SongTable({
  label,
  items,
  isLoading,
  isError,
  onRetry,
  empty,
  readOnly = false,
  showProject = false,
  canLeave = never,
  onLeftProject,
  onTogglePin,
  onMove,
  renderRowFooter,
  paging,
  selectable = true,
  searching = false,
}: SongTableProps) {
  const { t } = useTranslation('audio');
  const [leaving, setLeaving] = useState<AudioFile | null>(null);
  const selection = useSongSelection(items, selectable, searching);
  const { selected } = selection;
  const { player, handlers, editingId, expanded, dialog, closeDialog, actions } = useSongTableState(
    items,
    onTogglePin,
    selection.select,
  );
  const currentId = player.currentSong?.id ?? null;
  const { isPlaying } = player;
  const pinning = Boolean(onTogglePin);

  // Stable while scrolling: rows re-render only when what they show changes.
  const renderLine = useCallback(
    (item: SongTableItem, index: number, drag?: DragHandle, dragging = false) => {
      if (item.kind === 'pending') {
        return <PendingUploadRow upload={item.upload} rowIndex={index + 2} />;
      }
      if (item.kind === 'divider') return <DividerRow item={item} rowIndex={index + 2} />;
      const { song } = item;
      return (
        <SongRow
          song={song}
          rowIndex={index + 2}
          pinned={pinning ? Boolean(item.pinned) : undefined}
          selected={selectable ? selected.has(song.id) : undefined}
          showProject={showProject}
          readOnly={readOnly}
          canLeave={canLeave(song)}
          current={currentId === song.id}
          playing={currentId === song.id && isPlaying}
          currentId={currentId}
          isPlaying={isPlaying}
          editing={editingId === song.id}
          versionsOpen={expanded.has(song.id)}
          dragging={dragging}
          drag={drag}
          handlers={handlers}
          renderFooter={renderRowFooter}
        />
      );
    },
    [
      pinning,
      selectable,
      selected,
      showProject,
      readOnly,
      canLeave,
      currentId,
      isPlaying,
      editingId,
      expanded,
      handlers,
      renderRowFooter,
    ],
  );

  const bulkBar = selectable && (
    <SongBulkBar
      songs={selection.chosen}
      hidden={selection.hidden}
      readOnly={readOnly}
      onClear={selection.clear}
    />
  );
  // The bar stays while a new search loads or finds nothing: what it hides is still chosen.
  if (isLoading)
    return (
      <>
        {bulkBar}
        <SongTableSkeleton />
      </>
    );
  if (isError && items.length === 0) return <SongTableError onRetry={onRetry} />;
  if (items.length === 0)
    return (
      <>
        {bulkBar}
        {empty ?? <SongTableEmpty />}
      </>
    );
  const loadMore = paging && !paging.isFetchNextPageError ? paging.loadMore : undefined;
  // Rows not loaded yet still count: a screen reader hears the list's real length.
  const rowCount = Math.max(items.length, paging?.total ?? 0) + 1;

  return (
    <LeaveProjectRequest value={setLeaving}>
      {bulkBar}
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rowCount}
        onKeyDown={selection.onKeyDown}
        className={`${leadWidthClass(Boolean(onMove), selectable)} text-zinc-100`}
      >
        <SongTableHeader
          selectAll={
            selectable ? { state: selection.headerState, onToggle: selection.toggleAll } : undefined
          }
        />
        {onMove ? (
          <SortableSongRows
            items={items}
            onMove={onMove}
            renderLine={renderLine}
            renderOverlay={(item) => <DragPreview item={item} />}
            onNearEnd={loadMore}
          />
        ) : (
          <VirtualSongRows
            items={items}
            renderItem={(placement) => (
              <PlacedLine key={itemKey(placement.item)} {...placement} renderLine={renderLine} />
            )}
            onNearEnd={loadMore}
          />
        )}
        {paging && (
          <PagedListFooter
            {...footerState(paging)}
            labels={{
              more: t('table.more'),
              loading: t('table.loadingMore'),
              failed: t('table.loadMoreFailed'),
              retry: t('error.retry'),
            }}
          />
        )}
        <DeleteSongDialog
          song={dialog?.kind === 'delete' ? dialog.song : null}
          onCancel={closeDialog}
          onConfirm={(song) => {
            closeDialog();
            actions.remove(song);
          }}
        />
        <MarkLatestDialog
          song={dialog?.kind === 'latest' ? dialog.song : null}
          onClose={closeDialog}
          onConfirm={actions.markLatest}
        />
        <LeaveProjectDialog
          project={leaving && { id: leaving.projectId, title: leaving.projectName }}
          onOpenChange={(open) => !open && setLeaving(null)}
          onLeft={onLeftProject}
        />
      </div>
    </LeaveProjectRequest>
  );
}

function DividerRow({
  item,
  rowIndex,
}: {
  item: Extract<SongTableItem, { kind: 'divider' }>;
  rowIndex: number;
}) {
  return (
    <div role="row" aria-rowindex={rowIndex} className="px-2 pb-1 pt-3">
      <div role="cell" className="flex items-center gap-3">
        <span className="text-xs font-semibold uppercase tracking-wide text-zinc-400">
          {item.label}
        </span>
        <span className="h-px flex-1 bg-zinc-800" aria-hidden />
        {item.hint && <span className="hidden text-xs text-zinc-400 sm:inline">{item.hint}</span>}
      </div>
    </div>
  );
}

function DragPreview({ item }: { item: SongTableItem }) {
  if (item.kind !== 'song') return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-brand-500/60 bg-zinc-900 px-4 py-3 shadow-2xl shadow-black/60">
      <span className="h-2 w-2 rounded-full bg-brand-400" aria-hidden />
      <span className="truncate text-sm font-medium text-white">{item.song.title}</span>
    </div>
  );
}
