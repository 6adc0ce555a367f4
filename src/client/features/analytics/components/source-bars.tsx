import type { AnalyticsAnswer } from '../../../../shared/schemas/analytics';
import { sourceBarShares, type FigureFormat } from '../lib/analytics-figures';

/** Plays per source as bars, for the eye (the table beside it says the same to a reader). */
export function SourceBars({ answer, format }: { answer: AnalyticsAnswer; format: FigureFormat }) {
  const shares = sourceBarShares(answer);
  return (
    <ul aria-hidden className="space-y-2.5">
      {answer.bySource.map((entry) => (
        <li key={entry.source} className="grid grid-cols-[9rem_1fr_3.5rem] items-center gap-3">
          <span className="truncate text-sm text-zinc-300">{format.source(entry.source)}</span>
          <span className="h-2.5 overflow-hidden rounded-full bg-zinc-800">
            <span
              className="block h-full rounded-full bg-brand-500"
              style={{ width: `${Math.round((shares.get(entry.source) ?? 0) * 100)}%` }}
            />
          </span>
          <span className="text-right text-sm tabular-nums text-zinc-200">
            {format.count(entry.plays)}
          </span>
        </li>
      ))}
    </ul>
  );
}
