import { ArrowDownUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SongSort } from '../../../../shared/schemas/audio';
import { Select } from '../../../components/ui/select';

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
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SongSort)}
        title={t('sort.label')}
        padding="icon"
        className="h-10 appearance-none"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
