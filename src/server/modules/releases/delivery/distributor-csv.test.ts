import { describe, expect, it } from 'vitest';
import { parseCsv, sampleInput, sampleTrack } from './delivery.test-support.js';
import { DISTRIBUTOR_CSV_HEADER, distributorCsv } from './distributor-csv.js';
import { LANGUAGES } from '../../../../shared/constants.js';
import { CHECKLIST_LINES } from '../../../../shared/schemas/releases.js';
import { checklistTexts } from './checklist-wording.js';
import { checklistText, splitSheetCsv } from './pack-texts.js';

const masterPaths = new Map([1, 2, 3].map((n) => [n, `0${n} - Song ${n}.wav`]));

describe('distributor CSV', () => {
  it('has one row per track, in order, with the documented columns', () => {
    const [header, ...rows] = parseCsv(distributorCsv(sampleInput(), masterPaths));
    expect(header).toEqual([...DISTRIBUTOR_CSV_HEADER]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
      'First Light',
      '036000291452',
      '2027-03-01',
      '2026-12-01',
      'Example Records',
      'Pop',
      '2027 Example Records',
      '2027 Example Records',
      'no',
      '1',
      'Song 1',
      'GBAYE2600001',
      '201',
      'The Examples',
      'Ana Writer',
      'Bo Singer',
      'Cy Producer',
      '01 - Song 1.wav',
    ]);
    expect(rows.map((row) => row[9])).toEqual(['1', '2', '3']);
  });

  it('round-trips hostile cells, formulas neutralised', () => {
    const input = sampleInput({ title: 'A, "B"; C\r\nD', label: '=1+2', upc: null });
    input.tracks[0] = sampleTrack(1, {
      title: '@SUM(A1)',
      explicit: true,
      credits: [
        { name: '+Writer', role: 'composer' },
        { name: 'Feat 🎸', role: 'featured artist' },
        { name: '-Beat', role: 'executive producer' },
      ],
    });
    const rows = parseCsv(distributorCsv(input, masterPaths)).slice(1);
    expect(rows[0]![0]).toBe('A, "B"; C\r\nD');
    expect(rows[0]![1]).toBe('');
    expect(rows[0]![4]).toBe("'=1+2");
    expect(rows[0]![8]).toBe('yes');
    expect(rows[0]![10]).toBe("'@SUM(A1)");
    expect(rows[0]![13]).toBe('The Examples; Feat 🎸');
    expect(rows[0]![14]).toBe("'+Writer");
    expect(rows[0]![15]).toBe('Feat 🎸');
    expect(rows[0]![16]).toBe("'-Beat");
  });

  it('writes split sheets per type with shares and confirmations', () => {
    const tracks = sampleInput().tracks;
    const [header, ...rows] = parseCsv(splitSheetCsv(tracks, 'publishing'));
    expect(header).toEqual(['Track number', 'Track title', 'Name', 'Share (%)', 'Confirmed']);
    expect(rows.slice(0, 2)).toEqual([
      ['1', 'Song 1', 'Ana Writer', '50.00', ''],
      ['1', 'Song 1', 'Cy Producer', '50.00', ''],
    ]);
    expect(parseCsv(splitSheetCsv(tracks, 'master'))[1]).toEqual([
      '1',
      'Song 1',
      'Bo Singer',
      '100.00',
      'yes',
    ]);
    expect(parseCsv(splitSheetCsv(tracks, 'performance'))).toHaveLength(1);
  });

  it('lists only the failing checklist lines, with what they found, in the wording given', () => {
    const input = sampleInput();
    input.checklist = {
      ready: false,
      release: [
        { code: 'upc', ok: false, fix: '/releases/x' },
        { code: 'artwork', ok: true, fix: '/releases/x' },
      ],
      tracks: [
        {
          position: 1,
          audioId: 'a',
          title: 'Song 1',
          lines: [
            {
              code: 'lossless',
              ok: false,
              fix: '/projects/p',
              params: { container: 'mp3', sampleRate: 44100, bitDepth: 0 },
            },
            {
              code: 'splits',
              ok: false,
              fix: '/projects/p?tab=splits',
              params: { splitType: 'publishing', percent: 87.5 },
            },
          ],
        },
        {
          position: 2,
          audioId: 'b',
          title: 'Song 2',
          lines: [{ code: 'isrc', ok: true, fix: '/p' }],
        },
      ],
    };
    const plain = checklistText(input);
    expect(plain).toContain('- [ ] UPC/EAN set (/releases/x)');
    expect(plain).toContain('Track 1: Song 1\r\n');
    expect(plain).toContain(
      '- [ ] Lossless master: WAV, FLAC or AIFF, 44.1 kHz or more, 16 or 24 bit (this master: MP3, 44,100 Hz, ? bit) (/projects/p)',
    );
    expect(plain).toContain('(publishing: 87.5 %)');
    expect(plain).not.toContain('Artwork');
    expect(plain).not.toContain('Song 2');
    const spanish = checklistText({ ...input, checklistTexts: checklistTexts('es') });
    expect(spanish).toContain(`${input.release.title}: todavía no está listo`);
    expect(spanish).toContain('- [ ] UPC/EAN indicado (/releases/x)');
    expect(spanish).toContain('Pista 1: Song 1\r\n');
    expect(spanish).toContain('(este máster: MP3, 44.100 Hz, ? bits)');
    expect(spanish).toContain('(edición: 87,5 %)');
  });

  it('has every checklist line and split type worded in every language', () => {
    for (const language of LANGUAGES) {
      const texts = checklistTexts(language);
      for (const code of CHECKLIST_LINES) {
        const text = texts.line({ code, ok: false, fix: '/' });
        expect([language, code, text.length > 3, text === code]).toEqual([
          language,
          code,
          true,
          false,
        ]);
      }
    }
  });
});
