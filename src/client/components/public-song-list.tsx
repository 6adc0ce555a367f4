import type { ReactNode } from 'react';
import { useWindowList } from '../hooks/use-window-list';
import { usePlayer } from '../lib/player/player-context';

/** A row's height before it is measured. */
const ROW_ESTIMATE_PX = 57;

/** What a row knows of the player: whether its song is the current one, and playing. */
export interface PublicSongRowState {
  index: number;
  current: boolean;
  playing: boolean;
}

interface PublicSongListProps<T> {
  /** The songs loaded so far, in order. */
  items: readonly T[];
  /** The song's id as the player knows it (its current song's id), also the row's key. */
  songIdOf: (item: T) => string;
  /** How many songs the list has in all, for screen readers' "n of m". */
  total: number;
  /** Called as the end of what is loaded scrolls near. */
  onNearEnd: () => void;
  /** The list's hidden heading ("Songs"), and its id. */
  heading: string;
  headingId: string;
  rowTestId: string;
  className?: string;
  /** The row's content: play button, title, length and what else the page offers. */
  renderRow: (item: T, state: PublicSongRowState) => ReactNode;
}

/**
 * The songs of a page anyone with its link may open (a shared playlist, a share link): a link
 * may hold thousands, so only the rows near the viewport are drawn (the page scrolls); the
 * current song's row says so.
 */
export function PublicSongList<T>({
  items,
  songIdOf,
  total,
  onNearEnd,
  heading,
  headingId,
  rowTestId,
  className = 'mt-10',
  renderRow,
}: PublicSongListProps<T>) {
  const player = usePlayer();
  const { listRef, scrollMargin, virtualizer, rows } = useWindowList<HTMLOListElement>({
    count: items.length,
    estimate: ROW_ESTIMATE_PX,
    getItemKey: (index) => songIdOf(items[index]!),
    onNearEnd,
  });

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <ol
        ref={listRef}
        aria-labelledby={headingId}
        className="relative rounded-2xl border border-zinc-800 bg-zinc-900/50"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const item = items[row.index]!;
          const id = songIdOf(item);
          const current = player.currentSong?.id === id;
          const playing = current && player.isPlaying;
          return (
            <li
              key={id}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-testid={rowTestId}
              aria-current={current ? 'true' : undefined}
              aria-posinset={row.index + 1}
              aria-setsize={Math.max(total, items.length)}
              style={{ top: row.start - scrollMargin }}
              className={`absolute left-0 flex w-full items-center gap-3 border-zinc-800/80 px-3 py-2.5 sm:gap-4 sm:px-4 ${row.index > 0 ? 'border-t' : ''} ${current ? 'bg-brand-600/10' : ''}`}
            >
              {renderRow(item, { index: row.index, current, playing })}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
