import { useTranslation } from 'react-i18next';
import type { AnalyticsTotals } from '../../../../shared/schemas/analytics';
import { Card } from '../../../components/ui/card';
import type { FigureFormat } from '../lib/analytics-figures';

const FIGURES = ['plays', 'listens', 'listeners', 'completion', 'timeHeard'] as const;

/** The period at a glance: plays, share-link listens, listeners, completion and time heard. */
export function AnalyticsTotalsList({
  totals,
  format,
}: {
  totals: AnalyticsTotals;
  format: FigureFormat;
}) {
  const { t } = useTranslation('analytics');
  const value = (figure: (typeof FIGURES)[number]) => {
    switch (figure) {
      case 'completion':
        return format.share(totals.completion);
      case 'timeHeard':
        return format.duration(totals.secondsHeard);
      default:
        return format.count(totals[figure]);
    }
  };
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {FIGURES.map((figure) => (
        <Card key={figure} padding="sm" className="flex flex-col-reverse gap-1">
          <dt className="text-sm text-zinc-400">{t(`totals.${figure}`)}</dt>
          <dd className="text-2xl font-semibold tabular-nums text-white">{value(figure)}</dd>
        </Card>
      ))}
    </dl>
  );
}
