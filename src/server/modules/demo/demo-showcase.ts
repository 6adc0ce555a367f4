import type { credits, lyrics, splits } from '../../db/schema/index.js';

type Row<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'projectId'>;

/**
 * What each visitor's demo studio shows beyond its library: one song project with lyrics,
 * credits, splits, a comment on its song, and a playlist. The project is built around the
 * studio's first demo song.
 */
export const SHOWCASE_PROJECT = {
  title: 'Midnight Demo — Single',
  description: 'A finished idea on its way to release: lyrics, credits and splits in one place.',
  genre: 'electronic',
  status: 'in-progress',
};

export const SHOWCASE_LYRICS: Row<typeof lyrics> = {
  title: 'Midnight Demo',
  content:
    '<p><strong>Verse 1</strong></p><p>Streetlights hum a borrowed tune<br>' +
    'Echoes of a half-lit room</p><p><strong>Chorus</strong></p>' +
    '<p>Stay till the midnight fades<br>Hold on to the songs we made</p>',
  genre: 'electronic',
  mood: 'dreamy',
  language: 'en',
};

export const SHOWCASE_CREDITS: Array<Row<typeof credits>> = [
  { name: 'Trackroom Demo Studio', role: 'Producer, Mixing Engineer' },
  { name: 'Alex Rivera', role: 'Songwriter, Vocalist' },
  { name: 'Sam Okafor', role: 'Keys' },
];

/** Basis points (1 % = 100): each split type adds up to 100 %. */
export const SHOWCASE_SPLITS: Array<Row<typeof splits>> = [
  { splitType: 'master', name: 'Trackroom Demo Studio', basisPoints: 6000 },
  { splitType: 'master', name: 'Alex Rivera', basisPoints: 4000 },
  { splitType: 'publishing', name: 'Alex Rivera', basisPoints: 5000 },
  { splitType: 'publishing', name: 'Sam Okafor', basisPoints: 5000 },
];

export const SHOWCASE_COMMENT = {
  atSeconds: 4,
  body: 'Love the piano here — maybe bring the drums in a bar earlier?',
};

export const SHOWCASE_PLAYLIST = {
  name: 'Studio Picks',
  description: 'This week’s favourite sketches.',
};
