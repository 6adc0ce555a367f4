import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchQueryBox } from '../../../components/ui/search-query-box';
import { useSearchQuery } from '../../../lib/use-search-query';
import { AddSongControls } from '../../audio/components/add-song-controls';
import { SongListSection } from '../../audio/components/song-list-section';
import { SongTable } from '../../audio/components/song-table';
import { SongTableEmpty } from '../../audio/components/song-table-states';
import { useSongUploads } from '../../audio/components/use-song-uploads';
import { useLibrarySongs } from './use-library-songs';

/**
 * The library (part 2 §2 "Library (songs) screen"): every song of the profile, pinned first,
 * reorderable by drag and drop, filtered by the search, with upload and recording.
 */
export function LibrarySongs() {
  const { t } = useTranslation('library');
  const [query] = useSearchQuery();
  const uploads = useSongUploads();
  const library = useLibrarySongs(query, uploads.pending);
  const filtering = query.trim().length > 0;

  return (
    <SongListSection
      headingId="library-heading"
      heading={t('heading')}
      count={
        filtering
          ? t('countFiltered', { count: library.total, shown: library.shown })
          : t('count', { count: library.total })
      }
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
          <button
            type="button"
            onClick={library.resetOrder}
            disabled={!library.hasCustomOrder}
            aria-label={t('resetOrder')}
            title={t('resetOrder')}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-zinc-700 px-3 text-sm font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('resetOrder')}</span>
          </button>
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
        empty={
          filtering && library.total > 0 ? (
            <SongTableEmpty title={t('noMatch', { query })} body={t('noMatchBody')} />
          ) : (
            <SongTableEmpty />
          )
        }
      />
    </SongListSection>
  );
}
