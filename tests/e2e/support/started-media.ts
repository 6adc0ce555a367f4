import type { Page } from 'playwright-core';

/**
 * Observes (never replaces) media playback: every element the page starts playing, detached
 * `new Audio()` ones included, is remembered. Call before the page loads.
 */
export async function watchStartedMedia(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const started: HTMLMediaElement[] = [];
    (window as unknown as { startedMedia: HTMLMediaElement[] }).startedMedia = started;
    const original = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play');
    const play = original?.value as (this: HTMLMediaElement) => Promise<void>;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!started.includes(this)) started.push(this);
      return play.call(this);
    };
  });
}

/**
 * Waits until the media element started last really plays: the browser fetched and decoded
 * the audio, so its time advances past `seconds` while it is not paused.
 */
export async function waitUntilAudioPlays(page: Page, seconds = 0.3): Promise<void> {
  await page.waitForFunction((past) => {
    const started = (window as unknown as { startedMedia?: HTMLMediaElement[] }).startedMedia;
    const audio = started?.at(-1);
    return audio !== undefined && !audio.paused && audio.currentTime > past;
  }, seconds);
}
