import { describe, expect, it } from 'vitest';
import { isSectionMarker, lyricSheetText, lyricsToPlainText, writersOf } from './lyrics-text';

describe('lyricsToPlainText', () => {
  it('reads paragraphs, empty paragraphs and <br> as lines and blank lines', () => {
    const html =
      '<p>[Verse 1]</p><p>City <strong>lights</strong><br>so bright</p><p></p><p>[Chorus]</p>';
    expect(lyricsToPlainText(html)).toBe('[Verse 1]\nCity lights\nso bright\n\n[Chorus]');
  });

  it('reads list items as bulleted lines and headings as lines', () => {
    const html = '<h2>Intro</h2><ul><li>one</li><li>two</li></ul><ol><li>three</li></ol><p>end</p>';
    expect(lyricsToPlainText(html)).toBe('Intro\n• one\n• two\n• three\nend');
  });

  it('decodes named and numeric entities once', () => {
    expect(
      lyricsToPlainText('<p>Rock &amp; roll &lt;3 &#39;til dawn&nbsp;&#x263A; &amp;lt;</p>'),
    ).toBe("Rock & roll <3 'til dawn\u00a0☺ &lt;");
  });

  it('keeps the newlines of plain text lyrics, a final one included', () => {
    expect(lyricsToPlainText('one\r\ntwo\n')).toBe('one\ntwo\n');
  });
});

describe('isSectionMarker', () => {
  it.each(['[Chorus]', ' [Verse 1] ', '[Pre-Chorus]'])('%j is a marker', (line) => {
    expect(isSectionMarker(line)).toBe(true);
  });
  it.each(['[Chorus] la la', 'la [x]', '[]', '[a][b]'])('%j is not', (line) => {
    expect(isSectionMarker(line)).toBe(false);
  });
});

describe('writersOf', () => {
  it('keeps the songwriters, lyricists and composers in credit order, once each', () => {
    const credits = [
      { name: 'Ana', role: 'Producer, Songwriter' },
      { name: 'Bo', role: 'mixer' },
      { name: 'Cy', role: 'lyricist' },
      { name: 'Ana', role: 'composer' },
    ];
    expect(writersOf(credits)).toEqual(['Ana', 'Cy']);
  });
});

describe('lyricSheetText', () => {
  it('writes the title, song, writers, a blank line and the lyrics', () => {
    const sheet = {
      title: 'Tide',
      songTitle: 'Sea songs',
      writers: ['Ana', 'Cy'],
      lines: ['a', '', 'b'],
    };
    expect(lyricSheetText(sheet, 'Writers', 'Song')).toBe(
      'Tide\nSong: Sea songs\nWriters: Ana, Cy\n\na\n\nb\n',
    );
    expect(lyricSheetText({ ...sheet, songTitle: 'Tide', writers: [] }, 'Writers', 'Song')).toBe(
      'Tide\n\na\n\nb\n',
    );
  });
});
