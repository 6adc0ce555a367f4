/**
 * Averages an analyser's frequency bins (0..max each) into `bands` levels 0..1, low to high,
 * for the recording level meter (part 2 §4: five bands). Bins that do not divide evenly go to
 * the last band.
 */
export function levelBands(bins: ArrayLike<number>, bands: number, max = 255): number[] {
  if (bands <= 0) return [];
  const size = Math.floor(bins.length / bands);
  if (size === 0) return Array.from({ length: bands }, () => 0);
  return Array.from({ length: bands }, (_, band) => {
    const start = band * size;
    const end = band === bands - 1 ? bins.length : start + size;
    let sum = 0;
    for (let i = start; i < end; i += 1) sum += bins[i] ?? 0;
    return Math.min(1, Math.max(0, sum / (end - start) / max));
  });
}
