import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RHYME_GROUP_LIMIT, RHYMES_UNSUPPORTED_MESSAGE } from '../../../shared/schemas/rhymes.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

const words = (groups: { words: string[] }[]) => groups.flatMap((g) => g.words);

describe('GET /api/rhymes and /api/syllables', () => {
  let t: TestApp;
  let user: TestUser;

  const get = (url: string, cookie: string | undefined = user.cookie) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    user = await createUser(t.app);
  });
  afterAll(async () => t.close());

  it('refuses a signed-out caller with 401', async () => {
    expect((await get('/api/rhymes?word=heart', '')).statusCode).toBe(401);
    expect((await get('/api/syllables?text=heart', '')).statusCode).toBe(401);
  });

  it.each([
    ['', 'Enter a word'],
    ['heart2', 'Use letters only'],
    ['he<art', 'Use letters only'],
    ['a'.repeat(41), '40 letters at most'],
  ])('refuses the word %j with 400', async (word, message) => {
    const res = await get(`/api/rhymes?word=${encodeURIComponent(word)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().fieldErrors).toHaveProperty('word');
  });

  it('refuses an unknown language with 400', async () => {
    const res = await get('/api/rhymes?word=heart&lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('lang');
  });

  it('finds English perfect rhymes first by syllable count, and near rhymes apart', async () => {
    const res = await get('/api/rhymes?word=Heart');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ word: 'heart', lang: 'en', supported: true, approximate: false });
    expect(body.syllables).toBe(1);
    expect(body.perfect[0].syllables).toBe(1);
    expect(body.perfect[0].words).toEqual(expect.arrayContaining(['part', 'start', 'art']));
    expect(words(body.perfect)).toEqual(expect.arrayContaining(['apart', 'depart']));
    expect(words(body.perfect)).not.toContain('heart');
    expect(words(body.perfect)).not.toContain('hart'); // a homophone is not a rhyme
    // "hard" and "card" share the stressed vowel and the r: near, never perfect.
    expect(words(body.near)).toEqual(expect.arrayContaining(['hard', 'card']));
    expect(words(body.perfect)).not.toContain('hard');
    expect(words(body.near)).not.toContain('part');
    for (const group of [...body.perfect, ...body.near]) {
      expect(group.words.length).toBeLessThanOrEqual(RHYME_GROUP_LIMIT);
    }
    expect(body.multi).toEqual([]);
  });

  it('offers only words of the frequency list, not surnames and rare spellings', async () => {
    // Issue 25 item 8: "night" offered "reit", "kight", "hiett" and "scheidt".
    for (const word of ['night', 'light', 'bright']) {
      const body = (await get(`/api/rhymes?word=${word}`)).json();
      const offered = [...words(body.perfect), ...words(body.near)];
      for (const nonWord of ['reit', 'kight', 'hiett', 'scheidt']) {
        expect(offered, `${word} offers ${nonWord}`).not.toContain(nonWord);
      }
      expect(offered).toEqual(
        expect.arrayContaining(['right', 'fight', 'white'].filter((w) => w !== word)),
      );
    }
    const heart = words((await get('/api/rhymes?word=heart')).json().perfect);
    expect(heart).toContain('start');
    expect(heart).not.toContain('tartt');
  });

  it('finds multi-syllable rhymes for a two-word ending', async () => {
    const body = (await get('/api/rhymes?word=lonely%20night')).json();
    expect(words(body.multi)).toEqual(expect.arrayContaining(['overnight', 'oversight']));
    expect(words(body.perfect)).toContain('light');
    expect((await get('/api/rhymes?word=broken%20heart')).json().multi[0].words).toContain(
      'bogart',
    );
  });

  it('guesses from spelling for an English word the dictionary lacks', async () => {
    const body = (await get('/api/rhymes?word=blorptastic')).json();
    expect(body).toMatchObject({ supported: true, approximate: true });
    expect(words(body.perfect)).toEqual(expect.arrayContaining(['fantastic', 'elastic']));
  });

  it('finds Spanish consonant and assonant rhymes from stress rules', async () => {
    const body = (await get(`/api/rhymes?word=${encodeURIComponent('canción')}&lang=es`)).json();
    expect(body).toMatchObject({ word: 'canción', lang: 'es', supported: true, syllables: 2 });
    expect(words(body.perfect)).toEqual(expect.arrayContaining(['corazón', 'acción', 'camión']));
    expect(words(body.near)).toContain('amor');
    expect(words(body.near)).not.toContain('corazón');
    expect(words(body.perfect)).not.toContain('amor');
  });

  it('finds Portuguese rhymes for coração', async () => {
    const body = (await get(`/api/rhymes?word=${encodeURIComponent('coração')}&lang=pt`)).json();
    expect(body).toMatchObject({ lang: 'pt', supported: true, syllables: 3 });
    expect(words(body.perfect)).toEqual(expect.arrayContaining(['canção', 'paixão']));
  });

  it.each(['de', 'it'])('says clearly that %s has no rhyme index', async (lang) => {
    const res = await get(`/api/rhymes?word=herz&lang=${lang}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      word: 'herz',
      lang,
      supported: false,
      message: RHYMES_UNSUPPORTED_MESSAGE,
    });
  });

  it('counts syllables per line, with dictionary counts for English', async () => {
    const text = encodeURIComponent('Oh my broken heart\nbeautiful fire\n\nblorptastic');
    const res = await get(`/api/syllables?text=${text}`);
    expect(res.statusCode).toBe(200);
    // CMU: fire = F AY1 ER0 (2), beautiful 3; blorptastic by spelling (3).
    expect(res.json()).toEqual({ lines: [5, 5, 0, 3] });
    const es = await get(`/api/syllables?text=${encodeURIComponent('canción de amor')}&lang=es`);
    expect(es.json()).toEqual({ lines: [5] });
  });

  it('refuses an over-long text with 400', async () => {
    const res = await get(`/api/syllables?text=${'a'.repeat(20_001)}`);
    expect(res.statusCode).toBe(400);
  });
});
