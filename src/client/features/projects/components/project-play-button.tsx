import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProjectSongs } from '../../../lib/queries/audio-queries';
import { usePlayer } from '../../../lib/player/player-context';
import { IconButton } from '../../../components/ui/icon-button';

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
    <IconButton
      look="play-project"
      onClick={() => first && player.play(first, songs)}
      disabled={!first}
      label={label}
      title={label}
    >
      {playing ? (
        <Pause className="h-5 w-5 fill-current" aria-hidden />
      ) : (
        <Play className="ml-0.5 h-5 w-5 fill-current" aria-hidden />
      )}
    </IconButton>
  );
}
