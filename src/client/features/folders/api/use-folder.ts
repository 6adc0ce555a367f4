import { useEffect } from 'react';
import { useFolders } from './folders';

/**
 * One of the profile's folders, found in the folder list: the API has no GET of a single folder,
 * so the pages (by name) are read in turn until it turns up or the list ends.
 */
export function useFolder(id: string) {
  const folders = useFolders();
  const folder = folders.items.find((item) => item.id === id) ?? null;
  const searching = folder === null && folders.hasNextPage && !folders.isError;
  const { loadMore } = folders;
  const loaded = folders.items.length;
  useEffect(() => {
    if (searching) loadMore();
  }, [searching, loadMore, loaded]);
  return {
    folder,
    isLoading: folders.isLoading || searching,
    isError: folder === null && folders.isError,
    isFetching: folders.isFetching,
    refetch: folders.refetch,
  };
}
