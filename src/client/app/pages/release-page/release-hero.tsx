import { Disc3, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { artistPagePath } from '../../../../shared/schemas/profile-overview';
import { RELEASE_ARTWORK, type PublicRelease } from '../../../../shared/schemas/releases';
import { Button } from '../../../components/ui/button';
import { playAllAction } from '../../../features/listen/shared-player-tracks';
import { usePlayer } from '../../../lib/player/player-context';
import type { PlayerTrack } from '../../../lib/player/player-types';
import { formatReleaseDate } from './release-facts';

interface ReleaseHeroProps {
  release: PublicRelease;
  /** The tracks as the player takes them, in tracklist order. */
  tracks: readonly PlayerTrack[];
}

/** Artwork, type, title, artist (linked to their page when it is public), date, label, Play. */
export function ReleaseHero({ release, tracks }: ReleaseHeroProps) {
  const { t, i18n } = useTranslation('release-page');
  const player = usePlayer();
  const action = playAllAction(
    { currentSongId: player.currentSong?.id ?? null, isPlaying: player.isPlaying },
    tracks,
  );
  const first = tracks[0];
  const handlePlay = () => {
    if (action !== 'start') player.toggle();
    else if (first) player.play(first, tracks);
  };
  const facts = [
    release.releaseDate &&
      t('released', { date: formatReleaseDate(release.releaseDate, i18n.language) }),
    release.label,
  ].filter(Boolean);

  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-end">
      {release.artwork ? (
        <img
          // The small rendition where it is sharp enough; the original (up to 5000 px) for
          // dense screens only.
          src={release.artwork.thumbnailUrl}
          srcSet={`${release.artwork.thumbnailUrl} ${RELEASE_ARTWORK.thumbnailPixels}w, ${release.artwork.url} ${release.artwork.width}w`}
          sizes="(min-width: 640px) 224px, 320px"
          alt={t('cover', { title: release.title })}
          width={release.artwork.width}
          height={release.artwork.height}
          className="aspect-square w-full max-w-xs shrink-0 rounded-2xl object-cover shadow-xl shadow-brand-900/40 sm:w-56"
        />
      ) : (
        <span className="flex aspect-square w-40 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 shadow-xl shadow-brand-900/40 sm:w-56">
          <Disc3 className="h-16 w-16 text-white/90" aria-hidden />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p
          data-testid="release-type"
          className="text-xs font-semibold uppercase tracking-widest text-brand-300"
        >
          {t(`type.${release.type}`)}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white [overflow-wrap:anywhere] sm:text-4xl">
          {release.title}
        </h1>
        <p className="mt-2 text-base text-zinc-200">
          {release.artistHandle ? (
            <Link
              to={artistPagePath(release.artistHandle)}
              data-testid="release-artist-link"
              className="font-medium underline-offset-4 hover:text-white hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
            >
              {release.artistName}
            </Link>
          ) : (
            <span className="font-medium">{release.artistName}</span>
          )}
        </p>
        {facts.length > 0 && <p className="mt-1 text-sm text-zinc-400">{facts.join(' · ')}</p>}
        <p className="mt-1 text-sm text-zinc-400">
          {t('trackCount', { count: release.tracks.length })}
        </p>
        {first && (
          <Button
            variant="raised"
            size="hero-pill"
            focus="light"
            className="mt-6 focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950"
            onClick={handlePlay}
          >
            {action === 'pause' ? (
              <Pause className="h-4 w-4" aria-hidden />
            ) : (
              <Play className="h-4 w-4" aria-hidden />
            )}
            {t(`playAll.${action}`)}
          </Button>
        )}
      </div>
    </div>
  );
}
