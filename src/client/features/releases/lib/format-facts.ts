import { formatDuration } from '../../../../shared/constants';
import type { ReleaseTrack } from '../../../../shared/schemas/releases';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "WAV · 48 kHz · 24 bit · 3:05", or what is known of it; "format unknown" before any is read. */
export function formatFacts(
  track: Pick<ReleaseTrack, 'format' | 'duration'>,
  t: Translate,
): string {
  const parts: string[] = [];
  const { format } = track;
  if (format) {
    parts.push(format.container.toUpperCase());
    if (format.sampleRate) parts.push(t('tracks.kHz', { value: format.sampleRate / 1000 }));
    if (format.bitDepth) parts.push(t('tracks.bits', { value: format.bitDepth }));
  } else {
    parts.push(t('tracks.formatUnknown'));
  }
  parts.push(formatDuration(track.duration));
  return parts.join(' · ');
}
