import type { ChecklistWording } from './en.js';

export const de: ChecklistWording = {
  notReady: '{{title}}: noch nicht bereit für die Lieferung',
  intro:
    'Jede Zeile unten braucht noch etwas; die Adresse dahinter zeigt, wo du es in Trackroom behebst.',
  release: 'Veröffentlichung',
  track: 'Titel {{position}}: {{title}}',
  lines: {
    tracks: 'Mindestens ein Titel',
    artwork: 'Cover: ein quadratisches JPEG oder PNG, 1400 bis 5000 Pixel Kantenlänge',
    upc: 'UPC/EAN angegeben',
    releaseDate: 'Veröffentlichungsdatum angegeben',
    makeSong:
      'Erst zum Song machen: Credits, Aufteilungen und Songtext gehören noch zur Bibliothek',
    master: 'Master-Audio vorhanden',
    lossless: 'Verlustfreier Master: WAV, FLAC oder AIFF, 44,1 kHz oder mehr, 16 oder 24 Bit',
    isrc: 'ISRC angegeben',
    credits: 'Credits: mindestens ein Autor und ein Interpret',
    splits: 'Die Aufteilungen jeder Art ergeben 100 %',
    splitsConfirmed: 'Aufteilungen von allen Genannten bestätigt',
    lyrics: 'Songtext geschrieben oder der Song als instrumental markiert',
    loudness: 'Lautheit innerhalb des gewählten Ziels',
  },
  found: {
    format: 'dieser Master: {{container}}, {{sampleRate}} Hz, {{bitDepth}} Bit',
    formatUnknown: 'das Format dieses Masters ist nicht bekannt',
    splits: '{{type}}: {{percent}} %',
    splitsConfirmed: 'noch nicht bestätigt: {{type}}',
    loudness: 'gemessen {{lufs}} LUFS, Ziel {{target}} LUFS',
  },
  splitTypes: {
    master: 'Masteraufnahme',
    publishing: 'Verlag',
    performance: 'Aufführungsrechte',
  },
};
