import { useTranslation } from 'react-i18next';
import type { ShareHeatmap } from '../../../../shared/schemas/share-links';
import { formatSeconds } from '../lib/link-facts';
import { heardPercent, heardStretches, heatLevel } from '../lib/heat';

/** Bar colours from never heard to heard the most (HEAT_LEVELS of them). */
const LEVEL_CLASSES = [
  'bg-zinc-700',
  'bg-brand-700',
  'bg-brand-500',
  'bg-fuchsia-400',
  'bg-amber-300',
] as const;

/** The peak (0..1) of the stretch a bucket covers, from the waveform's own peaks. */
function peakFor(peaks: readonly number[], index: number, buckets: number): number {
  if (peaks.length === 0) return 0.5;
  const from = Math.floor((index / buckets) * peaks.length);
  const to = Math.max(from + 1, Math.floor(((index + 1) / buckets) * peaks.length));
  let max = 0;
  for (let i = from; i < to && i < peaks.length; i++) max = Math.max(max, peaks[i] ?? 0);
  return max;
}

/**
 * Which stretches of the song were heard how often: the waveform's bars, coloured by heat. The
 * picture is hidden from screen readers; the same facts are a list of stretches beside it.
 */
export function ListenHeatmap({ heatmap, title }: { heatmap: ShareHeatmap; title: string }) {
  const { t } = useTranslation('share-links');
  const { buckets, duration, peaks } = heatmap;
  const max = Math.max(0, ...buckets);
  const stretches = heardStretches(buckets, duration);
  return (
    <figure className="space-y-2" data-testid="listen-heatmap">
      <figcaption className="text-sm text-zinc-300">
        {t('heatmap.caption', { title, percent: heardPercent(buckets) })}
      </figcaption>
      <div aria-hidden className="flex h-20 items-center gap-px rounded-lg bg-zinc-950 p-2">
        {buckets.map((count, index) => (
          <span
            key={index}
            data-heat={heatLevel(count, max)}
            className={`flex-1 rounded-sm ${LEVEL_CLASSES[heatLevel(count, max)]}`}
            style={{ height: `${Math.max(8, peakFor(peaks, index, buckets.length) * 100)}%` }}
          />
        ))}
      </div>
      <div aria-hidden className="flex justify-between text-xs tabular-nums text-zinc-400">
        <span>0:00</span>
        <span>{formatSeconds(duration)}</span>
      </div>
      {stretches.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('heatmap.nothingHeard')}</p>
      ) : (
        <ul className="sr-only" data-testid="heatmap-text">
          {stretches.map((stretch) => (
            <li key={stretch.from}>
              {t('heatmap.stretch', {
                from: formatSeconds(stretch.from),
                to: formatSeconds(stretch.to),
                count: stretch.count,
              })}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
