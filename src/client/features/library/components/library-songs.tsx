import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSongUploads } from '../../audio/components/use-song-uploads';
import { SongTable } from '../../audio/components/song-table';
import { SongTableEmpty } from '../../audio/components/song-table-states';
import { UploadButton } from '../../audio/components/upload-button';
import { RecordControl } from '../../recording/components/record-control';
import { LibrarySearch } from './library-search';
import { useLibrarySongs } from './use-library-songs';
import { useSearchQuery } from './use-search-query';

/**
 * The library (part 2 §2 "Library (songs) screen"): every song of the profile, pinned first,
 * reorderable by drag and drop, filtered by the search, with upload and recording.
 */
export function LibrarySongs() {
  const { t } = useTranslation('library');
  const [query, setQuery] = useSearchQuery();
  const uploads = useSongUploads();
  const library = useLibrarySongs(query, uploads.pending);
  const filtering = query.trim().length > 0;

  return (
    <section aria-labelledby="library-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="library-heading" className="text-xl font-semibold text-white">
            {t('heading')}
          </h2>
          <p className="mt-0.5 text-sm text-zinc-400" aria-live="polite">
            {filtering
              ? t('countFiltered', { count: library.total, shown: library.shown })
              : t('count', { count: library.total })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LibrarySearch query={query} onChange={setQuery} />
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
          <RecordControl mode="dialog" onSave={uploads.uploadRecording} />
          <UploadButton
            onFiles={(files) => void uploads.uploadFiles(files)}
            isUploading={uploads.isUploading}
            percent={uploads.overallPercent}
          />
        </div>
      </div>
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
    </section>
  );
}
