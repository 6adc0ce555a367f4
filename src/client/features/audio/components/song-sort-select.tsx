import { ArrowDownUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SongSort } from '../../../../shared/schemas/audio';

interface SongSortSelectProps {
  value: SongSort;
  options: readonly SongSort[];
  onChange: (sort: SongSort) => void;
}

/** "Sort songs": the orders the server can page (a native select: keyboard and phones alike). */
export function SongSortSelect({ value, options, onChange }: SongSortSelectProps) {
  const { t } = useTranslation('audio');
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('sort.label')}
      </label>
      <ArrowDownUp
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-400"
        aria-hidden
      />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SongSort)}
        title={t('sort.label')}
        className="h-10 appearance-none rounded-lg border border-zinc-700 bg-zinc-900 pl-9 pr-3 text-sm text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
