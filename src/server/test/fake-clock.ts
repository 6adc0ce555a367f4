/** A hand-driven millisecond clock for code that takes a `now` function. */
export function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}
