import type { ChecklistWording } from './en.js';

export const it: ChecklistWording = {
  notReady: '{{title}}: non ancora pronta per la consegna',
  intro:
    "A ogni riga qui sotto manca ancora qualcosa; l'indirizzo che la segue è dove correggerla in Trackroom.",
  release: 'Uscita',
  track: 'Traccia {{position}}: {{title}}',
  lines: {
    tracks: 'Almeno una traccia',
    artwork: 'Copertina: un JPEG o PNG quadrato, da 1400 a 5000 pixel per lato',
    upc: 'UPC/EAN indicato',
    releaseDate: 'Data di uscita indicata',
    makeSong:
      'Prima trasformalo in brano: crediti, ripartizioni e testo sono ancora quelli della libreria',
    master: 'Audio master presente',
    lossless: 'Master senza perdita: WAV, FLAC o AIFF, 44,1 kHz o più, 16 o 24 bit',
    isrc: 'ISRC indicato',
    credits: 'Crediti: almeno un autore e un interprete',
    splits: 'Le ripartizioni di ogni tipo arrivano al 100 %',
    splitsConfirmed: 'Ripartizioni confermate da tutte le persone indicate',
    lyrics: 'Testo scritto, o il brano segnato come strumentale',
    loudness: "Loudness entro l'obiettivo scelto",
  },
  found: {
    format: 'questo master: {{container}}, {{sampleRate}} Hz, {{bitDepth}} bit',
    formatUnknown: 'il formato di questo master non è noto',
    splits: '{{type}}: {{percent}} %',
    splitsConfirmed: 'non ancora confermate: {{type}}',
    loudness: 'misurata {{lufs}} LUFS, obiettivo {{target}} LUFS',
  },
  splitTypes: {
    master: 'registrazione master',
    publishing: 'edizioni',
    performance: 'diritti di esecuzione',
  },
};
