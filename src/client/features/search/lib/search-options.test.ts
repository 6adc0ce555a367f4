import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../../shared/schemas/search';
import { destinationOf, groupStarts, movedActive, searchOptions } from './search-options';

const song = (id: string) => ({ id, title: id }) as unknown as SearchResults['songs'][number];
const project = (id: string) => ({ id, title: id }) as unknown as SearchResults['projects'][number];
const lyrics = (id: string) =>
  ({ id, title: id, projectId: 'p-lyrics', line: 'a line' }) as SearchResults['lyrics'][number];
const person = (profileId: string, handle: string | null) =>
  ({
    profileId,
    name: profileId,
    handle,
    sharedProjectId: 'p-shared',
  }) as SearchResults['people'][number];

const results: SearchResults = {
  songs: [song('s1'), song('s2')],
  lyrics: [],
  projects: [project('p1')],
  playlists: [],
  releases: [],
  people: [person('u1', null), person('u2', 'ada')],
};
const options = searchOptions(results);

describe('search options', () => {
  it('lists songs, projects, playlists and people in that order, skipping empty groups', () => {
    expect(options.map((option) => option.key)).toEqual(['s1', 's2', 'p1', 'u1', 'u2']);
    expect(groupStarts(options)).toEqual([
      ['songs', 0],
      ['projects', 2],
      ['people', 3],
    ]);
  });

  it('puts lyrics after the songs and opens their project’s Lyrics tab', () => {
    const withLyrics = searchOptions({ ...results, lyrics: [lyrics('l1')] });
    expect(withLyrics.map((option) => option.key)).toEqual(['s1', 's2', 'l1', 'p1', 'u1', 'u2']);
    expect(groupStarts(withLyrics)[1]).toEqual(['lyrics', 2]);
    expect(destinationOf(withLyrics[2]!)).toEqual({
      kind: 'open',
      path: '/projects/p-lyrics?tab=lyrics',
    });
  });

  it('steps down and up across groups and wraps at both ends', () => {
    expect(movedActive(options, 1, 'ArrowDown')).toBe(2);
    expect(movedActive(options, 2, 'ArrowDown')).toBe(3);
    expect(movedActive(options, 4, 'ArrowDown')).toBe(0);
    expect(movedActive(options, 3, 'ArrowUp')).toBe(2);
    expect(movedActive(options, 0, 'ArrowUp')).toBe(4);
  });

  it('starts at the top going down and at the bottom going up when nothing is active', () => {
    expect(movedActive(options, -1, 'ArrowDown')).toBe(0);
    expect(movedActive(options, -1, 'ArrowUp')).toBe(4);
    expect(movedActive([], -1, 'ArrowDown')).toBe(-1);
    expect(movedActive(options, 9, 'PageDown')).toBe(0);
  });

  it('jumps a group at a time with Page Down and Page Up', () => {
    expect(movedActive(options, 0, 'PageDown')).toBe(2);
    expect(movedActive(options, 2, 'PageDown')).toBe(3);
    expect(movedActive(options, 4, 'PageDown')).toBe(0);
    // Page Up: back to the start of the current group first, then the previous group.
    expect(movedActive(options, 4, 'PageUp')).toBe(3);
    expect(movedActive(options, 3, 'PageUp')).toBe(2);
    expect(movedActive(options, 0, 'PageUp')).toBe(3);
  });

  it('plays a song and opens a project, a playlist or a person’s page', () => {
    expect(destinationOf(options[0]!)).toEqual({ kind: 'play', song: results.songs[0] });
    expect(destinationOf(options[2]!)).toEqual({ kind: 'open', path: '/projects/p1' });
    expect(
      destinationOf({ group: 'playlists', key: 'l1', playlist: { id: 'l1' } as never }),
    ).toEqual({ kind: 'open', path: '/playlists/l1' });
    // Without a public page a person opens the newest project both can see.
    expect(destinationOf(options[3]!)).toEqual({ kind: 'open', path: '/projects/p-shared' });
    expect(destinationOf(options[4]!)).toEqual({ kind: 'open', path: '/artist/ada' });
  });

  it('puts releases after playlists, before people, and opens the release', () => {
    const release = { id: 'r1', title: 'r1' } as SearchResults['releases'][number];
    const withRelease = searchOptions({ ...results, releases: [release] });
    expect(withRelease.map((option) => option.key)).toEqual(['s1', 's2', 'p1', 'r1', 'u1', 'u2']);
    expect(groupStarts(withRelease)[2]).toEqual(['releases', 3]);
    expect(destinationOf(withRelease[3]!)).toEqual({ kind: 'open', path: '/releases/r1' });
  });
});
