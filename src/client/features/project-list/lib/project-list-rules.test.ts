import { describe, expect, it } from 'vitest';
import {
  chunkIntoLines,
  columnsForWidth,
  PROJECT_LAYOUT_STORAGE_KEY,
  readProjectLayout,
  writeProjectLayout,
} from './project-grid';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  isFiltered,
  projectListParams,
  searchWithFilters,
} from './project-list-filters';

const FOLDER = '3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f';

describe('project list filters in the address', () => {
  it('reads every filter, and the default for what it does not know', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(
      filtersFromSearch(
        new URLSearchParams(`q=demo&sort=title&status=complete&scope=shared&folder=${FOLDER}`),
      ),
    ).toEqual({ q: 'demo', sort: 'title', status: 'complete', scope: 'shared', folder: FOLDER });
    expect(filtersFromSearch(new URLSearchParams('folder=none')).folder).toBe('none');
    expect(
      filtersFromSearch(new URLSearchParams('sort=size&status=lost&scope=x&folder=../admin')),
    ).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const next = searchWithFilters(new URLSearchParams('sort=title&other=1'), {
      sort: 'updated',
      status: 'draft',
      q: '',
      folder: 'none',
    });
    expect(next.toString()).toBe('other=1&status=draft&folder=none');
    expect(searchWithFilters(next, { status: null, folder: null }).toString()).toBe('other=1');
  });

  it('asks the server with an explicit sort and only the narrowing filters', () => {
    expect(projectListParams(DEFAULT_FILTERS, '  ')).toEqual({
      q: undefined,
      sort: 'updated',
      status: undefined,
      scope: undefined,
      folderId: undefined,
    });
    const filters = { q: 'x', sort: 'created', status: 'draft', scope: 'owned', folder: FOLDER };
    expect(projectListParams(filters as typeof DEFAULT_FILTERS, ' song ')).toEqual({
      q: 'song',
      sort: 'created',
      status: 'draft',
      scope: 'owned',
      folderId: FOLDER,
    });
  });

  it('counts a narrowing filter, not a sort, as filtering', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'title' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: ' a ' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, folder: 'none' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, scope: 'shared' })).toBe(true);
  });
});

describe('project grid', () => {
  it('fits as many 256 px cards with 16 px gaps as the width holds, at least one', () => {
    expect(columnsForWidth(0)).toBe(1);
    expect(columnsForWidth(200)).toBe(1);
    expect(columnsForWidth(527)).toBe(1);
    expect(columnsForWidth(528)).toBe(2);
    expect(columnsForWidth(1104)).toBe(4);
  });

  it('cuts the items into whole lines, the last one shorter', () => {
    expect(chunkIntoLines([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkIntoLines([], 3)).toEqual([]);
    expect(chunkIntoLines([1, 2], 0)).toEqual([[1], [2]]);
  });

  it('remembers rows or cards, and falls back to cards', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readProjectLayout(storage)).toBe('cards');
    writeProjectLayout(storage, 'rows');
    expect(store.get(PROJECT_LAYOUT_STORAGE_KEY)).toBe('rows');
    expect(readProjectLayout(storage)).toBe('rows');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readProjectLayout(broken)).toBe('cards');
    expect(readProjectLayout(null)).toBe('cards');
  });
});
