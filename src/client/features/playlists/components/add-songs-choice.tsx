import { Check } from 'lucide-react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { Badge } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/choice';

interface AddSongsChoiceProps {
  song: AudioFile;
  /** Already in the playlist: shown checked, marked, and not selectable. */
  inPlaylist: boolean;
  /** 1-based place in the pick order (the order songs are added in); 0 when not picked. */
  pickNumber: number;
  disabled: boolean;
  onToggle: (songId: string) => void;
}

/** One song of the add-songs list: a checkbox named by the song's title. */
export const AddSongsChoice = memo(function AddSongsChoice({
  song,
  inPlaylist,
  pickNumber,
  disabled,
  onToggle,
}: AddSongsChoiceProps) {
  const { t } = useTranslation('playlists');
  const id = useId();
  const origin = [song.uploaderName, song.projectIsLibrary ? '' : song.projectName]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <label
        className={`flex items-center gap-3 px-3 py-2.5 ${
          inPlaylist ? 'cursor-default opacity-60' : 'cursor-pointer hover:bg-zinc-800/60'
        } ${pickNumber > 0 ? 'bg-brand-600/10' : ''}`}
      >
        <Checkbox
          accent="deep"
          checked={inPlaylist || pickNumber > 0}
          disabled={inPlaylist || disabled}
          onChange={() => onToggle(song.id)}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-details`}
        />
        <span className="min-w-0 flex-1">
          <span id={`${id}-title`} className="block truncate text-sm text-zinc-100">
            {song.title}
          </span>
          <span id={`${id}-details`} className="block truncate text-xs text-zinc-400">
            {origin}
            {inPlaylist && <span className="sr-only"> · {t('addSongs.inPlaylist')}</span>}
            {pickNumber > 0 && (
              <span className="sr-only"> · {t('addSongs.pickNumber', { number: pickNumber })}</span>
            )}
          </span>
        </span>
        {inPlaylist ? (
          <Badge aria-hidden tone="neutral" className="shrink-0">
            <Check className="h-3 w-3" />
            {t('addSongs.inPlaylist')}
          </Badge>
        ) : (
          pickNumber > 0 && (
            <span
              aria-hidden
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-semibold text-white"
            >
              {pickNumber}
            </span>
          )
        )}
        <span className="shrink-0 text-xs tabular-nums text-zinc-400">
          {formatDuration(song.duration)}
        </span>
      </label>
    </li>
  );
});
