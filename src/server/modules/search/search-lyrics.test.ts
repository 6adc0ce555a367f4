import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '../../../shared/constants.js';
import { SEARCH_INVALID_CODE, type SearchResults } from '../../../shared/schemas/search.js';
import { collaborations } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { namesOf, searchAs } from '../../test/search-test-support.js';

// Issue 25 item 5: the search finds what a songwriter remembers — a line of the lyrics, or a
// title typed with a typo — and still nothing of a project the caller cannot see.
describe('GET /api/search: lyrics and typos', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let invited: TestUser;
  let harbourId: string;

  /** Lyrics written through the API, as the editor saves them (HTML, sanitized on the way in). */
  async function writeLyrics(user: TestUser, projectId: string, title: string, content: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: user.cookie },
      payload: { title, content },
    });
    expect(res.statusCode).toBe(201);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Harbour Owner' });
    viewer = await createUser(t.app, { artistName: 'Harbour Viewer' });
    stranger = await createUser(t.app, { artistName: 'Harbour Stranger' });
    invited = await createUser(t.app, { artistName: 'Harbour Invited' });
    const harbour = await createProject(t.app, owner.profileId, { title: 'Harbour Song' });
    harbourId = harbour.id;
    await addMember(t.app, harbour.id, viewer, 'viewer');
    await writeLyrics(
      owner,
      harbour.id,
      'Harbour draft',
      '<p>Walking slow along the shore</p><p>Out with the <strong>tide</strong> &amp; the moon</p>',
    );
    // One line far longer than a result row: only a piece around the word comes back.
    const long = `${'sand and salt '.repeat(40)}undertow ${'wind and rain '.repeat(40)}`;
    await writeLyrics(owner, harbour.id, 'Long line', `<p>${long}</p>`);
    // Text that looks like markup is text: it comes back as the characters it is.
    await writeLyrics(owner, harbour.id, 'Markup', '<p>&lt;b&gt;riptide&lt;/b&gt; all night</p>');
    await createAudioRow(t.app, harbour.id, { title: 'Wildflower' });
    await createAudioRow(t.app, harbour.id, { title: 'Wildflwer' });
    await createAudioRow(t.app, harbour.id, { title: 'Wildflwer reprise' });
    await createAudioRow(t.app, harbour.id, { title: 'Thunder' });
    // A project the invited person has not joined yet (the invitation is still pending).
    const pending = await createProject(t.app, owner.profileId, { title: 'Pending place' });
    await addMember(t.app, pending.id, invited, 'collaborator');
    await t.app.deps.db
      .update(collaborations)
      .set({ status: 'pending', acceptedAt: null })
      .where(eq(collaborations.projectId, pending.id));
    await writeLyrics(owner, pending.id, 'Pending words', '<p>Beyond the tide line</p>');
    await createAudioRow(t.app, pending.id, { title: 'Wildflowers far away' });
  });
  afterAll(() => t.close());

  it('finds lyrics by a word of a line and answers that line as plain text', async () => {
    const body = (await searchAs(t.app, owner, 'tide')).json();
    expect(body.lyrics).toContainEqual({
      id: expect.any(String),
      title: 'Harbour draft',
      projectId: harbourId,
      projectTitle: 'Harbour Song',
      projectIsLibrary: false,
      line: 'Out with the tide & the moon',
    });
    // The whole line text, the word at its place: found again by two words of it.
    const words = (await searchAs(t.app, owner, 'moon tide')).json();
    expect(words.lyrics[0]).toMatchObject({ line: 'Out with the tide & the moon' });
  });

  it('cuts a long line to a short piece around the word', async () => {
    const [hit] = (await searchAs(t.app, owner, 'undertow')).json().lyrics;
    expect(hit.title).toBe('Long line');
    expect(hit.line).toMatch(/^….*undertow.*…$/);
    expect(hit.line.length).toBeLessThanOrEqual(170);
  });

  it('answers markup typed as text as those characters, never as HTML of the lyrics', async () => {
    const [hit] = (await searchAs(t.app, owner, 'riptide')).json().lyrics;
    expect(hit).toMatchObject({ title: 'Markup', line: '<b>riptide</b> all night' });
    const plain = (await searchAs(t.app, owner, 'tide')).json();
    expect(JSON.stringify(plain)).not.toContain('<strong>');
  });

  it('finds a title typed with a typo, below the exact and the prefix matches', async () => {
    const songs = namesOf((await searchAs(t.app, owner, 'wildflwer')).json()).songs;
    expect(songs).toEqual(['Wildflwer', 'Wildflwer reprise', 'Wildflower', 'Wildflowers far away']);
    // Close names are looked for while the matches are fewer than the limit, and only then.
    const three = (await searchAs(t.app, owner, 'wildflwer', '&limit=3')).json<SearchResults>();
    expect(three.songs.map((song) => song.title)).toEqual([
      'Wildflwer',
      'Wildflwer reprise',
      'Wildflower',
    ]);
    // A typo in a short word is not guessed at: too few trigrams to tell closeness from chance.
    expect(namesOf((await searchAs(t.app, owner, 'thn')).json()).songs).toEqual([]);
  });

  it('shows a project’s lyrics to its viewer as to its owner', async () => {
    const body = (await searchAs(t.app, viewer, 'tide')).json<SearchResults>();
    const titles = body.lyrics.map((hit) => hit.title);
    // "riptide" holds the word too; the pending project's "tide line" is not the viewer's.
    expect(titles.sort()).toEqual(['Harbour draft', 'Markup']);
    const songs = namesOf((await searchAs(t.app, viewer, 'wildflwer')).json()).songs;
    expect(songs).toEqual(['Wildflwer', 'Wildflwer reprise', 'Wildflower']);
  });

  it('never shows lyrics or close titles of a project the caller has not joined', async () => {
    for (const who of [stranger, invited]) {
      for (const q of ['tide', 'Harbour draft', 'undertow', 'wildflwer', 'wildflower', 'shore']) {
        const body = (await searchAs(t.app, who, q)).json();
        expect([q, body.lyrics, body.songs]).toEqual([q, [], []]);
      }
    }
  });

  it('answers a hostile text of the longest allowed length, and refuses one character more', async () => {
    // Every pattern runs on at most SEARCH_TEXT_MAX characters: the lyrics and typo windows too.
    const longest = 'tide%_\\ '.repeat(SEARCH_TEXT_MAX / 8).slice(0, SEARCH_TEXT_MAX);
    const res = await searchAs(t.app, owner, longest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lyrics: [], songs: [] });
    // Many words: only the first SEARCH_TERMS_MAX distinct ones are looked for.
    const many = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'tide' : `w${i}x`)).join(' ');
    expect((await searchAs(t.app, owner, many)).json()).toMatchObject({ lyrics: [], songs: [] });
    const over = await searchAs(t.app, owner, 'w'.repeat(SEARCH_TEXT_MAX + 1));
    expect([over.statusCode, over.json().code]).toEqual([400, SEARCH_INVALID_CODE]);
  });
});
