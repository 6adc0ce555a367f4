import { Search, X } from 'lucide-react';
import { useSearchQuery } from '../../lib/use-search-query';

interface SearchQueryBoxProps {
  id: string;
  label: string;
  placeholder: string;
  clearLabel: string;
  /** Names the search landmark when a page has more than one (the top bar's stays unnamed). */
  landmarkLabel?: string;
  className?: string;
}

/** A search box whose text is the `?q=` of the URL, with a clear button once it has text. */
export function SearchQueryBox({
  id,
  label,
  placeholder,
  clearLabel,
  landmarkLabel,
  className = '',
}: SearchQueryBoxProps) {
  const [query, setQuery] = useSearchQuery();
  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      onSubmit={(e) => e.preventDefault()}
      className={`relative w-full ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-400"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="h-10 w-full rounded-lg border border-zinc-800 bg-zinc-900 pl-9 pr-9 text-sm text-zinc-100 placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 [&::-webkit-search-cancel-button]:hidden"
      />
      {query && (
        <button
          type="button"
          onClick={() => setQuery('')}
          aria-label={clearLabel}
          className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100"
        >
          <X className="h-3.5 w-3.5" aria-hidden />
        </button>
      )}
    </form>
  );
}
