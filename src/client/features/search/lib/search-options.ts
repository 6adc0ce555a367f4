import {
  SEARCH_GROUPS,
  type SearchGroup,
  type SearchLyrics,
  type SearchPerson,
  type SearchPlaylist,
  type SearchProject,
  type SearchRelease,
  type SearchResults,
} from '../../../../shared/schemas/search';
import type { AudioFile } from '../../../../shared/schemas/audio';

/** One choosable result, in the order the list shows them (groups in SEARCH_GROUPS order). */
export type SearchOption =
  | { group: 'songs'; key: string; song: AudioFile }
  | { group: 'lyrics'; key: string; lyrics: SearchLyrics }
  | { group: 'projects'; key: string; project: SearchProject }
  | { group: 'playlists'; key: string; playlist: SearchPlaylist }
  | { group: 'releases'; key: string; release: SearchRelease }
  | { group: 'people'; key: string; person: SearchPerson };

/** The results as one list of options: songs, lyrics, projects, playlists, releases, people. */
export function searchOptions(results: SearchResults): SearchOption[] {
  return [
    ...results.songs.map((song): SearchOption => ({ group: 'songs', key: song.id, song })),
    ...results.lyrics.map((lyrics): SearchOption => ({ group: 'lyrics', key: lyrics.id, lyrics })),
    ...results.projects.map((project): SearchOption => ({
      group: 'projects',
      key: project.id,
      project,
    })),
    ...results.playlists.map((playlist): SearchOption => ({
      group: 'playlists',
      key: playlist.id,
      playlist,
    })),
    ...results.releases.map((release): SearchOption => ({
      group: 'releases',
      key: release.id,
      release,
    })),
    ...results.people.map((person): SearchOption => ({
      group: 'people',
      key: person.profileId,
      person,
    })),
  ];
}

/** The non-empty groups with the index of their first option in the flat list. */
export function groupStarts(options: readonly SearchOption[]): Array<[SearchGroup, number]> {
  return SEARCH_GROUPS.flatMap((group): Array<[SearchGroup, number]> => {
    const first = options.findIndex((option) => option.group === group);
    return first === -1 ? [] : [[group, first]];
  });
}

/** Keys that move the active option while focus stays in the search field. */
export type MoveKey = 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp';

export const isMoveKey = (key: string): key is MoveKey =>
  key === 'ArrowDown' || key === 'ArrowUp' || key === 'PageDown' || key === 'PageUp';

/**
 * The option that becomes active after `key`: Down and Up step through every option across the
 * groups and wrap around; Page Down and Page Up jump to the first option of the next or the
 * previous group (Page Up first goes back to the start of the current one). -1 when the list
 * is empty; with nothing active, Down starts at the top and Up at the bottom.
 */
export function movedActive(
  options: readonly SearchOption[],
  active: number,
  key: MoveKey,
): number {
  const count = options.length;
  if (count === 0) return -1;
  if (active < 0 || active >= count) return key === 'ArrowUp' ? count - 1 : 0;
  if (key === 'ArrowDown') return (active + 1) % count;
  if (key === 'ArrowUp') return (active - 1 + count) % count;
  const starts = groupStarts(options).map(([, first]) => first);
  if (key === 'PageDown') return starts.find((first) => first > active) ?? starts[0]!;
  const current = starts.filter((first) => first <= active).at(-1)!;
  if (current < active) return current;
  return starts.filter((first) => first < active).at(-1) ?? starts.at(-1)!;
}

/** Where choosing an option goes: a page to open, or the song to play. */
export type SearchDestination = { kind: 'play'; song: AudioFile } | { kind: 'open'; path: string };

export function destinationOf(option: SearchOption): SearchDestination {
  switch (option.group) {
    case 'songs':
      return { kind: 'play', song: option.song };
    case 'lyrics':
      return { kind: 'open', path: `/projects/${option.lyrics.projectId}?tab=lyrics` };
    case 'projects':
      return { kind: 'open', path: `/projects/${option.project.id}` };
    case 'playlists':
      return { kind: 'open', path: `/playlists/${option.playlist.id}` };
    case 'releases':
      return { kind: 'open', path: `/releases/${option.release.id}` };
    case 'people':
      // Their public artist page when they have one, else the newest project both can see.
      return {
        kind: 'open',
        path: option.person.handle
          ? `/artist/${encodeURIComponent(option.person.handle)}`
          : `/projects/${option.person.sharedProjectId}`,
      };
  }
}

/** The DOM id of an option (aria-activedescendant points at it). */
export const optionDomId = (listboxId: string, option: SearchOption) =>
  `${listboxId}-${option.group}-${option.key}`;
