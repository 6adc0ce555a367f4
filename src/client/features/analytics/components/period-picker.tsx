import { useTranslation } from 'react-i18next';
import {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_RANGE_MAX_DAYS,
} from '../../../../shared/schemas/analytics';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { periodProblem, type AnalyticsPeriod } from '../lib/analytics-period';

interface PeriodPickerProps {
  period: AnalyticsPeriod;
  /** The period shown now: the custom choice starts from its dates, so its fields start filled. */
  customStart: { from: string; to: string } | null;
  onChange: (period: AnalyticsPeriod) => void;
}

/** The last 7, 30 or 90 days, or chosen dates (at most a year and a day; start not after end). */
export function PeriodPicker({ period, customStart, onChange }: PeriodPickerProps) {
  const { t } = useTranslation('analytics');
  const custom = period.kind === 'custom' ? period : null;
  const problem = custom ? periodProblem(custom.from, custom.to) : null;
  const errorFor = (field: 'from' | 'to') => {
    if (!problem) return undefined;
    const mine =
      field === 'from'
        ? problem === 'fromInvalid' || problem === 'reversed'
        : problem !== 'fromInvalid' && problem !== 'reversed';
    return mine ? t(`period.errors.${problem}`, { max: ANALYTICS_RANGE_MAX_DAYS }) : undefined;
  };

  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label={t('period.label')}
        className="inline-flex flex-wrap rounded-lg border border-zinc-700 p-0.5"
      >
        {ANALYTICS_PERIOD_DAYS.map((days) => {
          const pressed = period.kind === 'last' && period.days === days;
          return (
            <Button
              key={days}
              variant={pressed ? 'segment-on' : 'segment'}
              size="segment"
              aria-pressed={pressed}
              onClick={() => onChange({ kind: 'last', days })}
            >
              {t('period.last', { days })}
            </Button>
          );
        })}
        <Button
          variant={custom ? 'segment-on' : 'segment'}
          size="segment"
          aria-pressed={custom !== null}
          onClick={() => {
            if (!custom && customStart) {
              onChange({ kind: 'custom', from: customStart.from, to: customStart.to });
            }
          }}
        >
          {t('period.custom')}
        </Button>
      </div>
      {custom && (
        <div className="flex flex-wrap gap-3">
          <TextField
            type="date"
            label={t('period.from')}
            value={custom.from}
            max={custom.to || undefined}
            required
            error={errorFor('from')}
            className="w-44"
            onChange={(event) => onChange({ ...custom, from: event.target.value })}
          />
          <TextField
            type="date"
            label={t('period.to')}
            value={custom.to}
            min={custom.from || undefined}
            required
            error={errorFor('to')}
            className="w-44"
            onChange={(event) => onChange({ ...custom, to: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}
