import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  fillLyricsDoc,
  lyricsDocHtml,
  lyricsDocTextLength,
  lyricsDocTitle,
} from '../modules/lyrics/lyrics-doc-html.js';

// Stored lyrics HTML into a live document and back (decision 025): what the sanitizer keeps
// survives the trip, in the sanitizer's spelling.
describe('lyrics HTML ↔ live document', () => {
  const trip = (html: string, title = 'Song') => {
    const doc = new Y.Doc();
    fillLyricsDoc(doc, html, title);
    return {
      html: lyricsDocHtml(doc),
      title: lyricsDocTitle(doc),
      length: lyricsDocTextLength(doc),
    };
  };

  it('keeps paragraphs, hard breaks, bold, italic, strike and palette colours', () => {
    const html =
      '<p>One <strong>bold</strong> <em>soft</em> <s>gone</s></p><p>two<br />lines <span style="color:#f87171">red</span></p>';
    expect(trip(html)).toEqual({
      html,
      title: 'Song',
      length: 'One bold soft gone'.length + 'twolines red'.length,
    });
  });

  it('turns plain text (the studio’s) into one paragraph per line, entities decoded once', () => {
    expect(trip('first &amp; best\nsecond').html).toBe('<p>first &amp; best</p><p>second</p>');
  });

  it('drops what the editor cannot hold: other colours, highlights, scripts', () => {
    const html =
      '<p><span style="color:#123456">plain</span> <span style="background-color:#f87171">x</span><script>alert(1)</script></p>';
    expect(trip(html).html).toBe('<p>plain x</p>');
  });

  it('keeps an empty document a paragraph', () => {
    expect(trip('', '').html).toBe('<p></p>');
  });
});
