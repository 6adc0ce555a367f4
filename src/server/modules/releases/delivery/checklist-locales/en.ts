import type { ChecklistLineCode } from '../../../../../shared/schemas/releases.js';
import type { SplitType } from '../../../../../shared/schemas/split-types.js';

/**
 * CHECKLIST.txt's English wording (issue 28 item 3); `{{name}}` marks a value filled in when
 * the pack is made. `found` says what the line found wrong, after the line, when it knows.
 */
export const en = {
  notReady: '{{title}}: not ready for delivery',
  intro:
    'Each line below still needs something; the address after it is where to fix it in Trackroom.',
  release: 'Release',
  track: 'Track {{position}}: {{title}}',
  lines: {
    tracks: 'At least one track',
    artwork: 'Artwork: a square JPEG or PNG, 1400 to 5000 pixels a side',
    upc: 'UPC/EAN set',
    releaseDate: 'Release date set',
    makeSong: "Make it a song first: its credits, splits and lyrics are still the library's",
    master: 'Master audio present',
    lossless: 'Lossless master: WAV, FLAC or AIFF, 44.1 kHz or more, 16 or 24 bit',
    isrc: 'ISRC set',
    credits: 'Credits: at least a writer and a performer',
    splits: 'Splits of every type add up to 100 %',
    splitsConfirmed: 'Splits confirmed by everyone named',
    lyrics: 'Lyrics written, or the song marked instrumental',
    loudness: 'Loudness within the chosen target',
  } satisfies Record<ChecklistLineCode, string>,
  found: {
    format: 'this master: {{container}}, {{sampleRate}} Hz, {{bitDepth}} bit',
    formatUnknown: 'the format of this master is not known',
    splits: '{{type}}: {{percent}} %',
    splitsConfirmed: 'not confirmed yet: {{type}}',
    loudness: 'measured {{lufs}} LUFS, target {{target}} LUFS',
  },
  splitTypes: {
    master: 'master recording',
    publishing: 'publishing',
    performance: 'performance',
  } satisfies Record<SplitType, string>,
};
export type ChecklistWording = typeof en;
