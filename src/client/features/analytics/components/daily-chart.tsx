import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDay } from '../../../../shared/schemas/analytics';
import { LoadingShape } from '../../../components/ui/loading-shape';
import type { ChartColours } from './draw-daily-chart';

const CHART_HEIGHT = 240;

/** Reads the theme's colours from swatches drawn with the app's own classes. */
function readColours(swatches: HTMLElement): ChartColours {
  const colourOf = (name: string) => {
    const swatch = swatches.querySelector<HTMLElement>(`[data-swatch="${name}"]`);
    return swatch ? getComputedStyle(swatch).color : 'gray';
  };
  return {
    plays: colourOf('plays'),
    listens: colourOf('listens'),
    axis: colourOf('axis'),
    grid: colourOf('grid'),
  };
}

/**
 * The plays-and-listens chart. The chart library is fetched with the first chart (this page
 * only); the canvas is decoration for screen readers, who read the table beside it. It is drawn
 * again when its width or the theme (the class on <html>) changes.
 */
export function DailyChart({
  days,
  dayLabel,
}: {
  days: readonly AnalyticsDay[];
  dayLabel: (date: string) => string;
}) {
  const { t } = useTranslation('analytics');
  const frame = useRef<HTMLDivElement>(null);
  const swatches = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  const names = {
    day: t('days.date'),
    plays: t('days.plays'),
    listens: t('days.listens'),
  };
  const namesKey = JSON.stringify(names);

  useEffect(() => {
    const target = frame.current;
    const colours = swatches.current;
    if (!target || !colours) return;
    let chart: {
      destroy: () => void;
      setSize: (size: { width: number; height: number }) => void;
    } | null = null;
    let gone = false;
    const draw = (module: typeof import('./draw-daily-chart')) => {
      chart?.destroy();
      chart = module.drawDailyChart(target, {
        dayLabels: days.map((day) => dayLabel(day.date)),
        plays: days.map((day) => day.plays),
        listens: days.map((day) => day.listens),
        names: JSON.parse(namesKey) as typeof names,
        colours: readColours(colours),
        width: Math.max(240, target.clientWidth),
        height: CHART_HEIGHT,
      });
    };
    let resize: ResizeObserver | null = null;
    let theme: MutationObserver | null = null;
    import('./draw-daily-chart').then(
      (module) => {
        if (gone) return;
        draw(module);
        setState('drawn');
        resize = new ResizeObserver(() =>
          chart?.setSize({ width: Math.max(240, target.clientWidth), height: CHART_HEIGHT }),
        );
        resize.observe(target);
        theme = new MutationObserver(() => draw(module));
        theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      },
      () => {
        if (!gone) setState('failed');
      },
    );
    return () => {
      gone = true;
      resize?.disconnect();
      theme?.disconnect();
      chart?.destroy();
    };
    // `names` is read through its key: a new object each render must not redraw.
  }, [days, dayLabel, namesKey]);

  return (
    <div>
      <div ref={swatches} hidden>
        <span data-swatch="plays" className="text-brand-400" />
        <span data-swatch="listens" className="text-sky-400" />
        <span data-swatch="axis" className="text-zinc-400" />
        <span data-swatch="grid" className="text-zinc-800" />
      </div>
      {state === 'loading' && (
        <LoadingShape label={t('chart.loading')}>
          <div className="h-60 rounded-xl bg-zinc-800/60" aria-hidden />
        </LoadingShape>
      )}
      {state === 'failed' && (
        <p className="py-8 text-center text-sm text-zinc-400">{t('chart.failed')}</p>
      )}
      <div ref={frame} aria-hidden className="w-full text-xs text-zinc-300" />
    </div>
  );
}
