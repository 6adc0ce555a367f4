import { ListMusic } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';

/** The bar's queue button: what opens the queue, and where the focus returns when it closes. */
export interface PlayerQueueToggleState {
  open: boolean;
  onOpen: () => void;
  ref: Ref<HTMLButtonElement>;
}

/** Opens the queue (issue 25 item 6); the number of queued songs shows on it. */
export function PlayerQueueButton({
  count,
  open,
  onOpen,
  ref,
}: PlayerQueueToggleState & { count: number }) {
  const { t } = useTranslation('player');
  return (
    <IconButton
      look={open ? 'player-on' : 'player'}
      className="relative h-9 w-9"
      ref={ref}
      onClick={onOpen}
      aria-haspopup="dialog"
      label={t('queue.open', { count })}
      title={t('queue.open', { count })}
    >
      <ListMusic className="h-4 w-4" aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-brand-600 px-1 text-center text-[10px] font-semibold leading-[1.1rem] text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </IconButton>
  );
}
