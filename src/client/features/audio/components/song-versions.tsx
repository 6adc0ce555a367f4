import { Download, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatMegabytes } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { useAudioVersions } from '../../../lib/queries/audio-queries';
import type { WithAnalysis } from '../lib/analysis-figures';
import { formatSongDate } from './song-date';
import { SongPlayButton } from './song-play-button';
import { Button } from '../../../components/ui/button';

interface SongVersionsProps {
  song: AudioFile;
  currentId: string | null;
  isPlaying: boolean;
  onPlay: (version: AudioFile) => void;
  /** Makes an older version the latest of its song again (absent for viewers). */
  onMakeLatest?: (version: AudioFile) => void;
}

/** The older versions of a song, under its row; each one playable and downloadable. */
export function SongVersions({
  song,
  currentId,
  isPlaying,
  onPlay,
  onMakeLatest,
}: SongVersionsProps) {
  const { t } = useTranslation('audio');
  const { data, isLoading, isError } = useAudioVersions(song.id);
  const older = (data ?? []).filter((version) => version.id !== song.id);

  return (
    <section aria-label={t('versions.label', { title: song.title })}>
      {isLoading && (
        <p className="flex items-center gap-2 px-2 py-1 text-xs text-zinc-400">
          <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
          {t('versions.loading')}
        </p>
      )}
      {isError && <p className="px-2 py-1 text-xs text-red-300">{t('versions.failed')}</p>}
      {!isLoading && !isError && older.length === 0 && (
        <p className="px-2 py-1 text-xs text-zinc-400">{t('versions.none')}</p>
      )}
      <ul className="divide-y divide-zinc-800/70">
        {older.map((version) => (
          <li key={version.id} className="flex items-center gap-3 px-2 py-1.5">
            <SongPlayButton
              size="sm"
              title={version.title}
              current={currentId === version.id}
              playing={currentId === version.id && isPlaying}
              onPlay={() => onPlay(version)}
            />
            <span className="min-w-0 flex-1 truncate text-sm text-zinc-300">{version.title}</span>
            <span className="hidden text-xs text-zinc-400 tabular-nums sm:inline">
              {formatSongDate(version.createdAt)}
            </span>
            <VersionLoudness version={version} />
            <span className="text-xs text-zinc-400 tabular-nums">
              {formatDuration(version.duration)}
            </span>
            <span className="hidden text-xs text-zinc-400 tabular-nums sm:inline">
              {formatMegabytes(version.size)}
            </span>
            {onMakeLatest && version.canEdit && (
              <Button
                variant="subtle-brand"
                size="xs"
                onClick={() => onMakeLatest(version)}
                aria-label={t('versions.makeLatestLabel', { title: version.title })}
              >
                {t('versions.makeLatest')}
              </Button>
            )}
            <a
              href={`${version.url}?download=1`}
              download={version.originalName}
              aria-label={t('versions.download', { title: version.title })}
              className="rounded-md p-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
            >
              <Download className="h-3.5 w-3.5" aria-hidden />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A version's integrated loudness beside its length: the first thing compared between mixes. */
function VersionLoudness({ version }: { version: WithAnalysis<AudioFile> }) {
  const { t, i18n } = useTranslation('audio');
  const lufs = version.analysisState === 'done' ? version.analysis?.integratedLufs : null;
  if (lufs === null || lufs === undefined) return null;
  const value = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(lufs);
  return (
    <span className="hidden text-xs text-zinc-400 tabular-nums sm:inline">
      {t('analysis.lufsValue', { value })}
    </span>
  );
}
