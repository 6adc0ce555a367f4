import { ListEnd, ListStart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { Button } from '../../../components/ui/button';
import { useQueueActions } from '../../../lib/player/use-queue-actions';

/**
 * The bulk bar's "Play next" and "Add to queue" (issue 25 item 6): the chosen songs in the
 * order shown. Its own component so the bar does not follow the player's every tick.
 */
export function BulkQueueButtons({ songs, disabled }: { songs: AudioFile[]; disabled: boolean }) {
  const { t } = useTranslation('player');
  const queue = useQueueActions();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => queue.playNext(songs)}
      >
        <ListStart className="h-4 w-4" aria-hidden />
        {t('queue.playNext')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => queue.addToQueue(songs)}
      >
        <ListEnd className="h-4 w-4" aria-hidden />
        {t('queue.addToQueue')}
      </Button>
    </>
  );
}
