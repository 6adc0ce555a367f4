import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchQueryBox } from '../../../components/ui/search-query-box';
import { useSearchQuery } from '../../../lib/use-search-query';
import {
  AddSongControls,
  SongListSection,
  SongSortSelect,
  SongTable,
  SongTableEmpty,
  LIBRARY_SORTS,
  useSongSort,
  type SongUploads,
} from '../../../features/audio';
import { useLibrarySongList } from './use-library-songs';
import { Button } from '../../../components/ui/button';

/**
 * The library (part 2 §2 "Library (songs) screen"): every song of the profile, pinned first and
 * reorderable by drag and drop in its own order, or sorted and searched by the server; read a
 * page at a time as the list scrolls; with upload and recording (the studio's upload queue).
 */
export function LibrarySongs({ uploads }: { uploads: SongUploads }) {
  const { t } = useTranslation('library');
  const [query] = useSearchQuery();
  const [sort, setSort] = useSongSort('custom', LIBRARY_SORTS);
  const library = useLibrarySongList(query, sort, uploads.pending);

  return (
    <SongListSection
      headingId="library-heading"
      heading={t('heading')}
      count={<LibraryCount library={library} />}
      actions={
        <>
          <SearchQueryBox
            id="library-search"
            label={t('search.label')}
            landmarkLabel={t('search.label')}
            placeholder={t('search.placeholder')}
            clearLabel={t('search.clear')}
            className="sm:w-64"
          />
          <SongSortSelect value={sort} options={LIBRARY_SORTS} onChange={setSort} />
          <Button
            variant="secondary"
            size="bar"
            dimmed={50}
            onClick={library.resetOrder}
            disabled={sort !== 'custom'}
            aria-label={t('resetOrder')}
            title={t('resetOrder')}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('resetOrder')}</span>
          </Button>
          <AddSongControls uploads={uploads} recordMode="dialog" />
        </>
      }
    >
      <SongTable
        label={t('tableLabel')}
        items={library.items}
        isLoading={library.isLoading}
        isError={library.isError}
        onRetry={library.refetch}
        showProject
        canLeave={library.canLeave}
        onTogglePin={library.pin}
        onMove={library.move}
        paging={library.paging}
        searching={library.searching}
        empty={
          library.searching ? (
            <SongTableEmpty title={t('noMatch', { query: query.trim() })} body={t('noMatchBody')} />
          ) : (
            <SongTableEmpty />
          )
        }
      />
    </SongListSection>
  );
}

/** "1,234 songs"; while searching, the matches found so far ("100+" while more pages wait). */
function LibraryCount({ library }: { library: ReturnType<typeof useLibrarySongList> }) {
  const { t } = useTranslation('library');
  if (library.searching) {
    return library.hasMore
      ? t('countMatchesMore', { count: library.loaded })
      : t('countMatches', { count: library.loaded });
  }
  return t('count', { count: library.total ?? library.loaded });
}
