import {
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import { barHeights, seekTargetForFraction, seekTargetForKey } from '../../../lib/player/player-rules';

interface PlayerWaveformProps {
  /** The song's stored peaks (0..1); undefined while they load (a thin bar shows instead). */
  peaks: readonly number[] | undefined;
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
  /** Laid over the waveform beside the slider (the comment markers), never inside it. */
  overlay?: ReactNode;
}

/** Height of the drawing in viewBox units; bars are centred on its middle. */
const VIEW_HEIGHT = 100;

/** One SVG path drawing every bar, so a 200-bar waveform is two DOM nodes, not 400. */
function barsPath(heights: readonly number[]): string {
  return heights
    .map((height, i) => {
      const h = height * VIEW_HEIGHT;
      return `M${i + 0.15} ${(VIEW_HEIGHT - h) / 2}h0.7v${h}h-0.7z`;
    })
    .join('');
}

/**
 * The song's real waveform, played part highlighted. It is a slider: click or drag seeks to
 * the proportion clicked, arrow keys seek ±5 s, Home/End jump to the ends.
 */
export function PlayerWaveform({
  peaks,
  currentTime,
  duration,
  onSeek,
  overlay,
}: PlayerWaveformProps) {
  const { t } = useTranslation('player');
  const clipId = `player-played-${useId().replace(/[^\w-]/g, '')}`;
  const dragging = useRef(false);
  const path = useMemo(() => (peaks?.length ? barsPath(barHeights(peaks)) : null), [peaks]);
  const progress = duration > 0 ? Math.min(1, Math.max(0, currentTime / duration)) : 0;

  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0)
      onSeek(seekTargetForFraction((event.clientX - box.left) / box.width, duration));
  };
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    seekToPointer(event);
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) seekToPointer(event);
  };
  const handlePointerUp = () => {
    dragging.current = false;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = seekTargetForKey(event.key, currentTime, duration);
    if (target === null) return;
    event.preventDefault();
    onSeek(target);
  };

  return (
    <div className="relative min-w-0 flex-1">
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('seek')}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(currentTime)}
        aria-valuetext={t('position', {
          current: formatDuration(currentTime),
          total: formatDuration(duration),
        })}
        data-testid="player-waveform"
        data-peaks={path ? 'real' : 'pending'}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onKeyDown={handleKeyDown}
        className="relative h-10 w-full cursor-pointer touch-none select-none rounded-md"
      >
        {path && peaks ? (
          <svg
            viewBox={`0 0 ${peaks.length} ${VIEW_HEIGHT}`}
            preserveAspectRatio="none"
            className="h-full w-full"
            aria-hidden
          >
            <defs>
              <clipPath id={clipId}>
                <rect x={0} y={0} width={progress * peaks.length} height={VIEW_HEIGHT} />
              </clipPath>
            </defs>
            <path d={path} className="fill-zinc-600" />
            <path d={path} className="fill-brand-400" clipPath={`url(#${clipId})`} />
          </svg>
        ) : (
          <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 overflow-hidden rounded-full bg-zinc-700">
            <div className="h-full bg-brand-500" style={{ width: `${progress * 100}%` }} />
          </div>
        )}
      </div>
      {overlay}
    </div>
  );
}
