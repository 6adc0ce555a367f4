import type { ChecklistWording } from './en.js';

export const pt: ChecklistWording = {
  notReady: '{{title}}: ainda não está pronto para a entrega',
  intro:
    'Cada linha abaixo ainda precisa de algo; o endereço a seguir é onde corrigir no Trackroom.',
  release: 'Lançamento',
  track: 'Faixa {{position}}: {{title}}',
  lines: {
    tracks: 'Pelo menos uma faixa',
    artwork: 'Capa: um JPEG ou PNG quadrado, de 1400 a 5000 pixels de lado',
    upc: 'UPC/EAN indicado',
    releaseDate: 'Data de lançamento indicada',
    makeSong:
      'Primeiro transforme-a em música: os créditos, divisões e letras ainda são os da biblioteca',
    master: 'Áudio master presente',
    lossless: 'Master sem perdas: WAV, FLAC ou AIFF, 44,1 kHz ou mais, 16 ou 24 bits',
    isrc: 'ISRC indicado',
    credits: 'Créditos: pelo menos um autor e um intérprete',
    splits: 'As divisões de cada tipo somam 100 %',
    splitsConfirmed: 'Divisões confirmadas por todas as pessoas indicadas',
    lyrics: 'Letra escrita, ou a música marcada como instrumental',
    loudness: 'Loudness dentro do alvo escolhido',
  },
  found: {
    format: 'este master: {{container}}, {{sampleRate}} Hz, {{bitDepth}} bits',
    formatUnknown: 'o formato deste master não é conhecido',
    splits: '{{type}}: {{percent}} %',
    splitsConfirmed: 'ainda sem confirmação: {{type}}',
    loudness: 'medido {{lufs}} LUFS, alvo {{target}} LUFS',
  },
  splitTypes: {
    master: 'gravação master',
    publishing: 'edição',
    performance: 'direitos de execução',
  },
};
