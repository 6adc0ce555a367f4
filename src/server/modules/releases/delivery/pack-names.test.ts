import { describe, expect, it } from 'vitest';
import { parseCsv, parseXml, sampleInput, sampleTrack } from './delivery.test-support.js';
import { FILE_NAME_MAX, packNames, safeFileName } from './pack-names.js';
import { xmlText } from './xml-writer.js';

describe('pack file names', () => {
  it('keeps names safe on every system', () => {
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j', 'x')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(safeFileName('tab\there\u0000\u001b', 'x')).toBe('tab here__');
    expect(safeFileName('../../etc/passwd', 'x')).toBe('_.._etc_passwd');
    expect(safeFileName('Song...  ', 'x')).toBe('Song');
    expect(safeFileName('...', 'Untitled')).toBe('Untitled');
    expect(safeFileName('CON', 'x')).toBe('_CON');
    expect(safeFileName('nul.txt', 'x')).toBe('_nul.txt');
    expect(safeFileName('Lpt1', 'x')).toBe('_Lpt1');
    expect(safeFileName('Console', 'x')).toBe('Console');
    const long = safeFileName('🎸'.repeat(300), 'x');
    expect(Array.from(long)).toHaveLength(FILE_NAME_MAX);
    expect(long).toBe('🎸'.repeat(FILE_NAME_MAX));
  });

  it('numbers masters NN - Title.ext by what their bytes are, and lyrics likewise', () => {
    const input = sampleInput();
    input.tracks[1] = sampleTrack(2, {
      title: 'Side/B: "Live"',
      master: {
        storageKey: 'audio/x',
        mime: 'audio/flac',
        originalName: 'b.WAV',
        container: 'flac',
      },
    });
    input.tracks[2] = sampleTrack(3, {
      master: { storageKey: 'audio/y', mime: 'audio/wav', originalName: 'c.Wav', container: null },
      lyrics: { instrumental: true },
    });
    const names = packNames(input);
    expect([...names.masters.values()]).toEqual([
      '01 - Song 1.wav',
      '02 - Side_B_ _Live_.flac',
      '03 - Song 3.wav',
    ]);
    expect([...names.lyrics.entries()]).toEqual([
      [1, 'lyrics/01 - Song 1.txt'],
      [2, 'lyrics/02 - Side_B_ _Live_.txt'],
    ]);
    expect(names.artwork).toBe('artwork.jpg');
    expect(names.splitSheets.map((s) => s.path)).toEqual([
      'splits/master.csv',
      'splits/publishing.csv',
    ]);
    expect(names.checklist).toBeNull();
  });

  it('pads numbers to the track count, caps long titles, PNG artwork, CHECKLIST when not ready', () => {
    const input = sampleInput({ artwork: { storageKey: 'art/c.png', mime: 'image/png' } });
    const long = 'x'.repeat(FILE_NAME_MAX + 20);
    input.tracks = Array.from({ length: 100 }, (_, i) => sampleTrack(i + 1, { title: long }));
    const names = packNames({ ...input, checklist: { ready: false, release: [], tracks: [] } });
    expect(names.masters.get(3)).toBe(`003 - ${long.slice(0, FILE_NAME_MAX)}.wav`);
    expect(names.artwork).toBe('artwork.png');
    expect(names.checklist).toBe('CHECKLIST.txt');
    const lower = [...names.lyrics.values()].map((p) => p.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});

describe('test readers', () => {
  it('the XML parser refuses what is not well formed', () => {
    expect(() => parseXml('<a>x & y</a>')).toThrow();
    expect(() => parseXml('<a><b></a></b>')).toThrow();
    expect(() => parseXml('<a>\u0001</a>')).toThrow();
    expect(() => parseXml('<a></a><b></b>')).toThrow();
    expect(() => parseXml('<a x="1" x="2"></a>')).toThrow();
    expect(parseXml(`<a t="${xmlText('"<&>')}">${xmlText("it's")}</a>`).attributes.t).toBe('"<&>');
  });

  it('the CSV parser refuses stray quotes and reads quoted cells', () => {
    expect(() => parseCsv('a"b,c\r\n')).toThrow();
    expect(() => parseCsv('"a"b,c\r\n')).toThrow();
    expect(parseCsv('"a,""b""\r\nc",d\r\n')).toEqual([['a,"b"\r\nc', 'd']]);
  });
});
