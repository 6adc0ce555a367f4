import { describe, expect, it } from 'vitest';
import { LYRICS_COLOURS } from '../../shared/schemas/lyrics.js';
import { lyricsHaveText, sanitizeLyricsHtml as clean } from './sanitize-lyrics.js';

const { red, blue, pink } = LYRICS_COLOURS;

describe('sanitizeLyricsHtml', () => {
  describe('removes everything that could run or restyle the page', () => {
    it('drops an image with an error handler entirely', () => {
      expect(clean('<img src=x onerror=alert(1)>')).toBe('');
      expect(clean('before<img src="x" onerror="alert(1)">after')).toBe('beforeafter');
    });

    it('drops script and style elements together with their text', () => {
      expect(clean('<script>alert(1)</script>ok')).toBe('ok');
      expect(clean('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('ok');
      expect(clean('<style>body{display:none}</style>verse')).toBe('verse');
    });

    it('drops iframes, objects, svg and forms', () => {
      expect(clean('<iframe src="https://evil.example"></iframe>a')).toBe('a');
      expect(clean('<object data="x.swf"></object>b')).toBe('b');
      expect(clean('<svg onload="alert(1)"><circle r="1"/></svg>c')).toBe('c');
      expect(clean('<form action="/x"><input name="a"><button>go</button></form>')).toBe('go');
    });

    it('unwraps links, so no javascript: URL survives', () => {
      const out = clean('<a href="javascript:alert(1)">click</a>');
      expect(out).toBe('click');
      expect(clean('<a href="JaVaScRiPt:alert(1)" onclick="x()">me</a>')).toBe('me');
      expect(out).not.toMatch(/javascript/i);
    });

    it('strips every event-handler and unknown attribute from allowed tags', () => {
      expect(clean('<p onclick="alert(1)" class="x" id="y">line</p>')).toBe('<p>line</p>');
      expect(clean('<strong onmouseover="alert(1)">loud</strong>')).toBe('<strong>loud</strong>');
      expect(clean(`<span onfocus="x" tabindex="1" style="color:${red}">r</span>`)).toBe(
        `<span style="color:${red}">r</span>`,
      );
    });

    it('keeps a palette colour but drops a foreign declaration beside it', () => {
      expect(clean('<span style="color:#F87171;position:fixed">hi</span>')).toBe(
        `<span style="color:${red}">hi</span>`,
      );
      expect(clean(`<span style="position:fixed;top:0;color:${blue}">x</span>`)).toBe(
        `<span style="color:${blue}">x</span>`,
      );
    });

    it('drops a colour that is not in the palette', () => {
      expect(clean('<span style="color:#ff0000">red-ish</span>')).toBe('<span>red-ish</span>');
      expect(clean('<span style="color: red">named</span>')).toBe('<span>named</span>');
      expect(clean(`<span style="color:${red} !important">x</span>`)).toBe('<span>x</span>');
    });

    it('drops style tricks: url(), expression() and styles on other tags', () => {
      expect(clean('<span style="background-color: url(javascript:alert(1))">u</span>')).toBe(
        '<span>u</span>',
      );
      expect(clean('<span style="color: expression(alert(1))">e</span>')).toBe('<span>e</span>');
      expect(clean(`<p style="color:${red}">p</p>`)).toBe('<p>p</p>');
      expect(clean(`<strong style="color:${red}">s</strong>`)).toBe('<strong>s</strong>');
    });
  });

  describe('keeps what the editor makes', () => {
    it('keeps paragraphs, line breaks, bold, italic and strikethrough, nested', () => {
      const html = `<p><strong>Verse <em>one <s>two</s></em></strong><br />line</p><p>next</p>`;
      expect(clean(html)).toBe(html);
    });

    it('keeps palette text colours and highlights, nested inside formatting', () => {
      const html = `<p><strong><span style="color:${red}">hot</span></strong> <span style="background-color:${pink}">glow</span></p>`;
      expect(clean(html)).toBe(html);
    });

    it('maps the browser spelling rgb() of a palette colour back to its hex', () => {
      expect(clean('<span style="color: rgb(248, 113, 113)">r</span>')).toBe(
        `<span style="color:${red}">r</span>`,
      );
      expect(clean('<span style="color: rgb(248, 113, 114)">near</span>')).toBe(
        '<span>near</span>',
      );
    });

    it('turns b, i, strike and del into strong, em and s', () => {
      expect(clean('<b>a</b><i>b</i><strike>c</strike><del>d</del>')).toBe(
        '<strong>a</strong><em>b</em><s>c</s><s>d</s>',
      );
    });

    it('keeps the text of tags it does not allow', () => {
      expect(clean('<div><h1>Title</h1><ul><li>one</li></ul></div>')).toBe('Titleone');
      expect(clean('<mark>marked</mark>')).toBe('marked');
    });

    it('is idempotent: cleaning clean lyrics changes nothing', () => {
      const once = clean(
        `<p onclick="x"><span style="color: rgb(96, 165, 250); left:0">a &amp; b</span> <img src=x></p>`,
      );
      expect(clean(once)).toBe(once);
    });
  });

  describe('plain text and entities', () => {
    it('keeps plain text as escaped text with its line breaks and indentation', () => {
      expect(clean('Verse 1\n    la la < 3 & "more"\nChorus')).toBe(
        'Verse 1\n    la la &lt; 3 &amp; "more"\nChorus',
      );
    });

    it('keeps entities as the same characters, never as markup', () => {
      expect(clean('a &amp; b &lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
        'a &amp; b &lt;script&gt;alert(1)&lt;/script&gt;',
      );
      expect(clean('caf&eacute; &#x2764;')).toBe('café ❤');
    });

    it('does not let a broken tag smuggle markup through', () => {
      const out = clean('<<img src=x onerror=alert(1)>p>x</p>');
      expect(out).not.toMatch(/<img|onerror/i);
    });
  });
});

describe('lyricsHaveText', () => {
  it('sees text in markup and in plain text', () => {
    expect(lyricsHaveText('<p><strong>la</strong></p>')).toBe(true);
    expect(lyricsHaveText('plain')).toBe(true);
  });

  it('finds no text in empty paragraphs, breaks and non-breaking spaces', () => {
    expect(lyricsHaveText('<p></p><p><br></p>')).toBe(false);
    expect(lyricsHaveText('<p>&nbsp; \u00a0</p>')).toBe(false);
    expect(lyricsHaveText('   \n ')).toBe(false);
  });
});
