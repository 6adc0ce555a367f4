import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The library's own search box; its text is the same `?q=` as the top bar's. */
export function LibrarySearch({
  query,
  onChange,
}: {
  query: string;
  onChange: (q: string) => void;
}) {
  const { t } = useTranslation('library');
  return (
    <div role="search" aria-label={t('search.label')} className="relative w-full sm:w-64">
      <label htmlFor="library-search" className="sr-only">
        {t('search.label')}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-400"
        aria-hidden
      />
      <input
        id="library-search"
        type="search"
        value={query}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        className="h-10 w-full rounded-lg border border-zinc-800 bg-zinc-900 pl-9 pr-9 text-sm text-zinc-100 placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 [&::-webkit-search-cancel-button]:hidden"
      />
      {query && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('search.clear')}
          className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100"
        >
          <X className="h-3.5 w-3.5" aria-hidden />
        </button>
      )}
    </div>
  );
}
