import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { useAudioVersions } from '../../../lib/queries/audio-queries';
import type { WithAnalysis } from '../lib/analysis-figures';
import { AbCompare } from './ab-compare';
import { SongAnalysis } from './song-analysis';
import { SongVersions } from './song-versions';

interface SongPanelProps {
  song: AudioFile;
  currentId: string | null;
  isPlaying: boolean;
  onPlay: (version: AudioFile) => void;
  /** Makes an older version the latest of its song again (absent for viewers). */
  onMakeLatest?: (version: AudioFile) => void;
  onMakeSong: (song: AudioFile) => void;
}

/**
 * What opens under a song's row: its analysis (loudness, tempo, key), and for a song with
 * several versions the A/B comparison and the older versions.
 */
export function SongPanel({
  song,
  currentId,
  isPlaying,
  onPlay,
  onMakeLatest,
  onMakeSong,
}: SongPanelProps) {
  const { t } = useTranslation('audio');
  const hasVersions = song.versionCount > 1;
  const versions = useAudioVersions(song.id, hasVersions);
  const all = (versions.data ?? []) as WithAnalysis<AudioFile>[];
  return (
    <div
      role="region"
      aria-label={t('panel.label', { title: song.title })}
      className="ml-[var(--lead)] mt-2 rounded-lg border border-zinc-800 bg-zinc-900/60 p-2"
    >
      <SongAnalysis song={song} onMakeSong={onMakeSong} />
      {/* Keyed by song: another song's comparison starts with its own two newest versions. */}
      {all.length >= 2 && <AbCompare key={song.id} versions={all} />}
      {hasVersions && (
        <SongVersions
          song={song}
          currentId={currentId}
          isPlaying={isPlaying}
          onPlay={onPlay}
          onMakeLatest={onMakeLatest}
        />
      )}
    </div>
  );
}
