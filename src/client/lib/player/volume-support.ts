let settable: boolean | undefined;

/**
 * Whether this browser lets a page set the volume. iOS Safari keeps media at full volume (its
 * buttons decide) and reads back 1 whatever a page set, so a slider there would do nothing.
 * Asked once per page; `probe` makes the element asked (tests).
 */
export function pageCanSetVolume(
  probe: () => HTMLMediaElement = () => document.createElement('audio'),
): boolean {
  if (settable === undefined) {
    try {
      const media = probe();
      media.volume = 0.5;
      settable = media.volume === 0.5;
    } catch {
      settable = true;
    }
  }
  return settable;
}

/** Forgets the answer (tests). */
export function resetVolumeSupport(): void {
  settable = undefined;
}
