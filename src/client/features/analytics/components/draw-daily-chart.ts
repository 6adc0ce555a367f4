import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The theme's colours, read from the page so the chart follows light and dark. */
export interface ChartColours {
  plays: string;
  listens: string;
  axis: string;
  grid: string;
}

export interface DailyChartInput {
  /** Axis and legend labels of the days, in order. */
  dayLabels: string[];
  plays: number[];
  listens: number[];
  names: { day: string; plays: string; listens: string };
  colours: ChartColours;
  width: number;
  height: number;
}

const axis = (colours: ChartColours): uPlot.Axis => ({
  stroke: colours.axis,
  grid: { stroke: colours.grid, width: 1 },
  ticks: { stroke: colours.grid, width: 1 },
});

/**
 * Plays per day as bars and share-link listens as a line, on a canvas in `target`. The days
 * are positions (0, 1, …) labelled with the person's calendar days, so no clock shifts them.
 */
export function drawDailyChart(target: HTMLElement, input: DailyChartInput): uPlot {
  const { dayLabels, names, colours } = input;
  const positions = dayLabels.map((_, index) => index);
  const label = (index: number | null | undefined) =>
    index === null || index === undefined ? '' : (dayLabels[Math.round(index)] ?? '');
  const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
  const options: uPlot.Options = {
    width: input.width,
    height: input.height,
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(0.5, dayLabels.length - 0.5)] },
      y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    cursor: { drag: { x: false, y: false } },
    series: [
      { label: names.day, value: (_chart, index) => label(index) },
      {
        label: names.plays,
        stroke: colours.plays,
        fill: colours.plays,
        paths: bars,
        points: { show: false },
      },
      { label: names.listens, stroke: colours.listens, width: 2, points: { show: true, size: 5 } },
    ],
    axes: [
      {
        ...axis(colours),
        space: 56,
        incrs: [1, 2, 7, 14, 30, 61, 91],
        values: (_chart, splits) =>
          splits.map((split) => (Number.isInteger(split) ? label(split) : '')),
      },
      { ...axis(colours), incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] },
    ],
  };
  return new uPlot(options, [positions, input.plays, input.listens], target);
}
