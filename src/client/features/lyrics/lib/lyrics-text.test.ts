import { describe, expect, it } from 'vitest';
import { lyricsPreview, lyricsToEditorHtml, lyricsToPlainText } from './lyrics-text';

describe('lyricsToPlainText', () => {
  it('reads paragraphs and line breaks as lines and drops markup', () => {
    const html =
      '<p><strong>City</strong> lights</p><p>so <span style="color:#f87171">bright</span><br>tonight</p>';
    expect(lyricsToPlainText(html)).toBe('City lights\nso bright\ntonight');
  });

  it('decodes the entities the sanitizer writes for plain text', () => {
    expect(lyricsToPlainText('Rock &amp; roll &lt;3\n&#39;til dawn&nbsp;&#x263A;')).toBe(
      "Rock & roll <3\n'til dawn\u00a0☺",
    );
  });

  it('keeps an unknown entity as written', () => {
    expect(lyricsToPlainText('a &bogus; b')).toBe('a &bogus; b');
  });
});

describe('lyricsPreview', () => {
  it('shows the first three non-blank lines', () => {
    expect(lyricsPreview('<p>one</p><p></p><p>two</p><p>three</p><p>four</p>')).toBe(
      'one\ntwo\nthree…',
    );
  });

  it('cuts at 150 characters with an ellipsis', () => {
    const preview = lyricsPreview(`<p>${'la '.repeat(80)}</p>`);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(151);
  });

  it('leaves short lyrics whole', () => {
    expect(lyricsPreview('Just one line')).toBe('Just one line');
  });
});

describe('lyricsToEditorHtml', () => {
  it("keeps the project tab's HTML as it is", () => {
    const html = '<p>one<br>two</p><p>three</p>';
    expect(lyricsToEditorHtml(html)).toBe(html);
  });

  it('turns stored plain lines into paragraphs', () => {
    expect(lyricsToEditorHtml('Rock &amp; roll\n\nagain')).toBe(
      '<p>Rock &amp; roll</p><p></p><p>again</p>',
    );
  });

  it('leaves empty lyrics empty', () => {
    expect(lyricsToEditorHtml('')).toBe('');
  });
});
