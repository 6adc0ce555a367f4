import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SplitType } from '../../../../shared/schemas/splits';
import { formatPercent, type SplitStatusLine, type SplitTotals } from '../lib/split-list';
import { Card } from '../../../components/ui/card';

/** The status line: "Ready for distribution" or the Need/Over warning (spec part 2 §5). */
export function SplitStatus({ line }: { line: SplitStatusLine }) {
  const { t } = useTranslation('splits');
  if (line.kind === 'ready') {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-400">
        <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
        {t('status.ready')}
      </p>
    );
  }
  return (
    <p
      className={`flex items-center gap-2 text-sm font-medium ${line.kind === 'over' ? 'text-red-400' : 'text-amber-300'}`}
    >
      <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
      {t(`status.${line.kind}`, { total: line.total, amount: line.amount })}
    </p>
  );
}

/** Allocated vs unallocated of one type: a labelled meter, the two figures and the status. */
export function SplitTotalsCard({ type, totals }: { type: SplitType; totals: SplitTotals }) {
  const { t } = useTranslation('splits');
  const allocated = formatPercent(totals.allocated);
  const unallocated = formatPercent(totals.unallocated);
  const barTone =
    totals.line.kind === 'ready'
      ? 'bg-emerald-500'
      : totals.line.kind === 'over'
        ? 'bg-red-500'
        : 'bg-brand-500';
  return (
    <Card>
      <dl className="mb-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-zinc-400">
            {t('totals.allocated')}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums text-white">{allocated}</dd>
        </div>
        <div className="text-right">
          <dt className="text-xs font-medium uppercase tracking-wide text-zinc-400">
            {t('totals.unallocated')}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums text-zinc-300">{unallocated}</dd>
        </div>
      </dl>
      <div
        role="meter"
        aria-label={t('totals.meter', { type: t(`types.${type}`) })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, totals.allocated)}
        aria-valuetext={t('totals.meterValue', { allocated, unallocated })}
        className="h-2.5 overflow-hidden rounded-full bg-zinc-800"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${barTone}`}
          style={{ width: `${Math.min(100, totals.allocated)}%` }}
        />
      </div>
      {/* Announced when a change moves the total (polite: it follows the toast). */}
      <div aria-live="polite" className="mt-3">
        <SplitStatus line={totals.line} />
      </div>
    </Card>
  );
}
