import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import { escapeLike, searchMatch } from './search-text.js';
import { createPlaylist, namesOf, searchAs } from '../../test/search-test-support.js';

describe('search text', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(escapeLike('100%_\\x')).toBe('100\\%\\_\\\\x');
    expect(searchMatch('  50%  off ')).toMatchObject({
      text: '50% off',
      exact: '50\\% off',
      prefix: '50\\% off%',
      wordPrefix: '% 50\\% off%',
      infix: '%50\\% off%',
      terms: ['%50\\%%', '%off%'],
    });
  });

  it('finds nothing for blank text and looks inside words only from three letters', () => {
    expect(searchMatch(' \t ')).toBeNull();
    expect(searchMatch('dr')).toMatchObject({ prefix: 'dr%', infix: null, terms: null });
    expect(searchMatch('a b')).toMatchObject({ starts: true, infix: null, terms: null });
    expect(searchMatch('%%%')).toMatchObject({ starts: false, infix: null, terms: null });
    expect(searchMatch('e_c')).toMatchObject({ starts: true, infix: null });
    expect(searchMatch('drive')).toMatchObject({ infix: '%drive%', terms: null });
  });

  it('looks for close names (a typo) only with a word of four letters or digits', () => {
    expect(searchMatch('wildflwer')?.fuzzy).toBe(true);
    expect(searchMatch('a song')?.fuzzy).toBe(true);
    expect(searchMatch('thn')?.fuzzy).toBe(false);
    expect(searchMatch('a b c')?.fuzzy).toBe(false);
    expect(searchMatch('%%%%_')?.fuzzy).toBe(false);
  });
});

describe('GET /api/search: ranking and literal text', () => {
  let t: TestApp;
  let me: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    me = await createUser(t.app, { artistName: 'Ranker' });
    const project = await createProject(t.app, me.profileId, { title: 'Road songs' });
    for (const title of [
      'Overdrive',
      'Night drive',
      'Driven home',
      'Drive',
      '100% pure',
      '100 percent',
      'snake_case',
      'snakes',
      'back\\slash',
      'backslash',
    ]) {
      await createAudioRow(t.app, project.id, { title });
    }
    for (const name of ['Drive time', 'Sunday drive', 'Overdriven']) {
      await createPlaylist(t.app, me.profileId, name);
    }
  });
  afterAll(() => t.close());

  const songs = async (q: string) => namesOf((await searchAs(t.app, me, q)).json()).songs;

  it('ranks the exact title, then titles starting with it, then word starts, then the rest', async () => {
    expect(await songs('drive')).toEqual(['Drive', 'Driven home', 'Night drive', 'Overdrive']);
    const playlists = namesOf((await searchAs(t.app, me, 'drive')).json()).playlists;
    expect(playlists).toEqual(['Drive time', 'Sunday drive', 'Overdriven']);
  });

  it('matches one or two letters only at the start of a title or of a word', async () => {
    expect(await songs('dr')).toEqual(['Drive', 'Driven home', 'Night drive']);
  });

  it('finds every word of the text in any order', async () => {
    expect(await songs('home driven')).toEqual(['Driven home']);
  });

  it('treats % _ and \\ as the characters they are', async () => {
    // Alone they are no title's start, so they find nothing (not everything).
    expect(await songs('%')).toEqual([]);
    expect(await songs('_')).toEqual([]);
    expect(await songs('\\')).toEqual([]);
    expect(await songs('100%')).toEqual(['100% pure']);
    // "_" matched no letter: "snakes" comes only after, as a name one letter off (a typo).
    expect(await songs('snake_')).toEqual(['snake_case', 'snakes']);
    expect(await songs('back\\s')).toEqual(['back\\slash']);
  });

  it('finds nothing for text no title holds', async () => {
    const body = (await searchAs(t.app, me, 'zzqx')).json();
    expect(body).toEqual({
      songs: [],
      lyrics: [],
      projects: [],
      playlists: [],
      releases: [],
      people: [],
    });
  });
});
