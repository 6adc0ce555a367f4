// How Chromium is launched for the journeys: by the global set-up (the shared browser) and by
// the few journeys that need launch flags of their own. Apart from browser.ts, which reads
// vitest's injected values, so that the global set-up can import it.

/** Debian's Chromium (`.ci/run` installs it); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, with the network chatter this closed machine refuses turned off. */
export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium's fake microphone and auto-accepted permission prompt, for browsers of their own. */
export const FAKE_MICROPHONE_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
