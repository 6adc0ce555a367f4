import { ArrowDown, ArrowUp, ListX, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { trackLabel } from '../../../lib/player/player-rules';
import type { PlayerContextValue, QueueEntry } from '../../../lib/player/player-types';

type FocusTarget = { key: string; control: 'up' | 'down' | 'remove' } | { key: null };

interface PlayerQueueDialogProps {
  player: PlayerContextValue;
  onClose: () => void;
  /** Where the focus goes once it has closed (the button that opened it). */
  returnFocus: () => void;
}

/**
 * The play queue (issue 25 item 6): the song playing, then the queued songs in the order they
 * will play. Each moves up or down a place or goes; the whole queue can be cleared. After a
 * move or a removal the focus stays on the same control (or the nearest one left) and the new
 * place is announced, so it works from the keyboard alone.
 */
export function PlayerQueueDialog({ player, onClose, returnFocus }: PlayerQueueDialogProps) {
  const { t } = useTranslation('player');
  const { queue, currentSong } = player;
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const nextHeading = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const label = (entry: QueueEntry) => trackLabel(entry.track) ?? t('unknownTrack');

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    // The last song went: the (empty) list's heading takes the focus.
    if (focusTarget.key === null) return nextHeading.current?.focus();
    const { key, control } = focusTarget;
    // A control that is now disabled (moved to an end) hands the focus to its neighbour.
    const order = control === 'up' ? ['up', 'down', 'remove'] : [control, 'up', 'remove'];
    const target = order
      .map((name) => controls.current.get(`${key}:${name}`))
      .find((button) => button && !button.disabled);
    target?.focus();
  }, [focusTarget]);

  const move = (entry: QueueEntry, index: number, by: number) => {
    const to = Math.min(queue.length - 1, Math.max(0, index + by));
    player.moveQueued(entry.key, by);
    setAnnouncement(t('queue.moved', { title: label(entry), index: to + 1, count: queue.length }));
    setFocusTarget({ key: entry.key, control: by < 0 ? 'up' : 'down' });
  };

  const remove = (entry: QueueEntry, index: number) => {
    const neighbour = queue[index + 1] ?? queue[index - 1];
    player.removeQueued(entry.key);
    setAnnouncement(t('queue.removed', { title: label(entry) }));
    setFocusTarget(neighbour ? { key: neighbour.key, control: 'remove' } : { key: null });
  };

  const clear = () => {
    player.clearQueue();
    setAnnouncement(t('queue.cleared'));
    setFocusTarget({ key: null });
  };

  const refFor = (key: string, control: string) => (node: HTMLButtonElement | null) => {
    if (node) controls.current.set(`${key}:${control}`, node);
    else controls.current.delete(`${key}:${control}`);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('queue.title')}
        description={t('queue.description')}
        closeLabel={t('close')}
        width="lg"
        data-testid="player-queue"
        // The dialog opens without a Radix trigger: the opener is named here.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {currentSong && (
          <section className="mt-4" aria-labelledby="queue-now-playing">
            <h3 id="queue-now-playing" className="text-xs font-semibold uppercase text-zinc-400">
              {t('queue.nowPlaying')}
            </h3>
            <p className="mt-1 truncate text-sm font-medium text-brand-200">
              {trackLabel(currentSong) ?? t('unknownTrack')}
            </p>
          </section>
        )}
        <section className="mt-4" aria-labelledby="queue-next">
          <h3
            id="queue-next"
            ref={nextHeading}
            tabIndex={-1}
            className="text-xs font-semibold uppercase text-zinc-400 focus:outline-none"
          >
            {t('queue.upNext')}
          </h3>
          {queue.length === 0 ? (
            <p className="mt-2 text-sm text-zinc-400">{t('queue.empty')}</p>
          ) : (
            <ol aria-labelledby="queue-next" className="mt-2 space-y-1" data-testid="queue-list">
              {queue.map((entry, index) => (
                <li
                  key={entry.key}
                  data-testid="queue-entry"
                  className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-zinc-800/60"
                >
                  <span aria-hidden className="w-5 shrink-0 text-right text-xs text-zinc-500">
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm text-zinc-100">{label(entry)}</span>
                    {entry.track.projectName && (
                      <span className="block truncate text-xs text-zinc-400">
                        {entry.track.projectName}
                      </span>
                    )}
                  </span>
                  <IconButton
                    look="list"
                    ref={refFor(entry.key, 'up')}
                    label={t('queue.moveUp', { title: label(entry) })}
                    title={t('queue.moveUp', { title: label(entry) })}
                    disabled={index === 0}
                    onClick={() => move(entry, index, -1)}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden />
                  </IconButton>
                  <IconButton
                    look="list"
                    ref={refFor(entry.key, 'down')}
                    label={t('queue.moveDown', { title: label(entry) })}
                    title={t('queue.moveDown', { title: label(entry) })}
                    disabled={index === queue.length - 1}
                    onClick={() => move(entry, index, 1)}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden />
                  </IconButton>
                  <IconButton
                    look="list"
                    ref={refFor(entry.key, 'remove')}
                    label={t('queue.remove', { title: label(entry) })}
                    title={t('queue.remove', { title: label(entry) })}
                    onClick={() => remove(entry, index)}
                    className="hover:text-red-300"
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </IconButton>
                </li>
              ))}
            </ol>
          )}
        </section>
        <DialogFooter className="mt-5">
          <Button variant="secondary" disabled={queue.length === 0} onClick={clear}>
            <ListX className="h-4 w-4" aria-hidden />
            {t('queue.clear')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
