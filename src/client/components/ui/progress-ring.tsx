/** Ring sizes: `compact` sits in a button (a bare number), `large` over a picture (with "%"). */
const VARIANTS = {
  compact: { stroke: 3, label: 'text-[10px] tabular-nums', unit: '' },
  large: { stroke: 5, label: 'text-sm', unit: '%' },
} as const;

interface ProgressRingProps {
  percent: number;
  size: number;
  variant?: keyof typeof VARIANTS;
}

/** A circular progress indicator with the percent in the middle (decorative: label the owner). */
export function ProgressRing({ percent, size, variant = 'compact' }: ProgressRingProps) {
  const { stroke, label, unit } = VARIANTS[variant];
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = Math.min(100, Math.max(0, percent)) / 100;
  return (
    <span className="relative inline-flex shrink-0 items-center justify-center" aria-hidden>
      <svg width={size} height={size} className="-rotate-90">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          className="fill-none stroke-zinc-700"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - filled)}
          className="fill-none stroke-brand-400 transition-[stroke-dashoffset] duration-200"
        />
      </svg>
      <span className={`absolute font-semibold text-white ${label}`}>
        {percent}
        {unit}
      </span>
    </span>
  );
}
