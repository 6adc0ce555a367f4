/** A circular progress indicator with the percentage in the middle (decorative; see the label). */
export function ProgressRing({ percent, size = 88 }: { percent: number; size?: number }) {
  const stroke = 5;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <span className="relative inline-flex items-center justify-center" aria-hidden>
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
          strokeDashoffset={circumference * (1 - percent / 100)}
          className="fill-none stroke-brand-400 transition-[stroke-dashoffset] duration-200"
        />
      </svg>
      <span className="absolute text-sm font-semibold text-white">{percent}%</span>
    </span>
  );
}
