import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProjectSongs } from '../../../lib/queries/audio-queries';
import { usePlayer } from '../../../lib/player/player-context';

/** Plays the project's first audio file, with the project's loaded songs as the playlist. */
export function ProjectPlayButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const audio = useProjectSongs(projectId);
  const player = usePlayer();
  const songs = audio.items;
  const first = songs[0];
  const playing = first !== undefined && player.currentSong?.id === first.id && player.isPlaying;
  const label = !first ? t('header.noAudio') : playing ? t('header.pause') : t('header.play');
  return (
    <button
      type="button"
      onClick={() => first && player.play(first, songs)}
      disabled={!first}
      aria-label={label}
      title={label}
      className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/40 transition-colors hover:bg-brand-500 disabled:cursor-not-allowed disabled:bg-zinc-800 disabled:text-zinc-500 disabled:shadow-none"
    >
      {playing ? (
        <Pause className="h-5 w-5 fill-current" aria-hidden />
      ) : (
        <Play className="ml-0.5 h-5 w-5 fill-current" aria-hidden />
      )}
    </button>
  );
}
