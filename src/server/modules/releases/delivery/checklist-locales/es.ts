import type { ChecklistWording } from './en.js';

export const es: ChecklistWording = {
  notReady: '{{title}}: todavía no está listo para la entrega',
  intro:
    'A cada línea le falta algo todavía; la dirección que la sigue es dónde arreglarlo en Trackroom.',
  release: 'Lanzamiento',
  track: 'Pista {{position}}: {{title}}',
  lines: {
    tracks: 'Al menos una pista',
    artwork: 'Portada: un JPEG o PNG cuadrado, de 1400 a 5000 píxeles de lado',
    upc: 'UPC/EAN indicado',
    releaseDate: 'Fecha de lanzamiento indicada',
    makeSong:
      'Primero conviértela en canción: sus créditos, repartos y letras todavía son los de la biblioteca',
    master: 'Audio máster presente',
    lossless: 'Máster sin pérdida: WAV, FLAC o AIFF, 44,1 kHz o más, 16 o 24 bits',
    isrc: 'ISRC indicado',
    credits: 'Créditos: al menos un autor y un intérprete',
    splits: 'Los repartos de cada tipo suman el 100 %',
    splitsConfirmed: 'Repartos confirmados por todas las personas nombradas',
    lyrics: 'Letra escrita, o la canción marcada como instrumental',
    loudness: 'Sonoridad dentro del objetivo elegido',
  },
  found: {
    format: 'este máster: {{container}}, {{sampleRate}} Hz, {{bitDepth}} bits',
    formatUnknown: 'no se conoce el formato de este máster',
    splits: '{{type}}: {{percent}} %',
    splitsConfirmed: 'sin confirmar todavía: {{type}}',
    loudness: 'medido {{lufs}} LUFS, objetivo {{target}} LUFS',
  },
  splitTypes: {
    master: 'grabación máster',
    publishing: 'edición',
    performance: 'derechos de ejecución',
  },
};
