import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearch,
  searchWithFilters,
  type ProjectListFilters,
} from '../lib/project-list-filters';
import { readProjectLayout, writeProjectLayout, type ProjectLayout } from '../lib/project-grid';

/**
 * The list's search, sort and filters, kept in the address (a filtered list is a link, Back
 * undoes nothing but navigation: changes replace the entry). `fixedFolder` pins the folder
 * filter (a folder's own page).
 */
export function useProjectListFilters(fixedFolder?: string) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo<ProjectListFilters>(() => {
    const read = filtersFromSearch(search);
    return fixedFolder === undefined ? read : { ...read, folder: fixedFolder };
  }, [search, fixedFolder]);
  const setFilters = useCallback(
    (changes: Partial<ProjectListFilters>) =>
      setSearch((current) => searchWithFilters(current, changes), { replace: true }),
    [setSearch],
  );
  return [filters, setFilters] as const;
}

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** Cards or rows, remembered in this browser. */
export function useProjectLayout() {
  const [layout, setLayout] = useState<ProjectLayout>(() => readProjectLayout(storage()));
  const choose = useCallback((next: ProjectLayout) => {
    setLayout(next);
    writeProjectLayout(storage(), next);
  }, []);
  return [layout, choose] as const;
}
