/** The recording level meter: one bar per band, heights 0..1 (decorative; the timer speaks). */
export function LevelMeter({ levels }: { levels: readonly number[] }) {
  return (
    <span aria-hidden className="flex h-5 items-end gap-0.5" data-testid="recording-levels">
      {levels.map((level, band) => (
        <span
          key={band}
          className="w-1 rounded-full bg-red-400 transition-[height] duration-75"
          style={{ height: `${Math.max(12, Math.round(level * 100))}%` }}
        />
      ))}
    </span>
  );
}
