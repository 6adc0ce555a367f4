import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cellArea, songGridClass } from './song-table-layout';
import { Checkbox } from '../../../components/ui/choice';

/**
 * Column headers: sticky under the top bar on wide screens; on narrow screens the rows stack,
 * so the headers are kept for screen readers only.
 */
export function SongTableHeader({ selectAll }: { selectAll?: SelectAllProps }) {
  const { t } = useTranslation('audio');
  const cells = (
    <>
      <div role="columnheader" className={`${cellArea.lead} flex items-center`}>
        {selectAll && <SelectAllBox {...selectAll} />}
        <span className="sr-only">{t('table.columns.play')}</span>
      </div>
      <div role="columnheader" className={cellArea.title}>
        {t('table.columns.title')}
      </div>
      <div role="columnheader" className={cellArea.date}>
        {t('table.columns.date')}
      </div>
      <div role="columnheader" className={cellArea.artist}>
        {t('table.columns.artist')}
      </div>
      <div role="columnheader" className={cellArea.size}>
        {t('table.columns.size')}
      </div>
      <div role="columnheader" className={cellArea.duration}>
        {t('table.columns.duration')}
      </div>
      <div role="columnheader" className={cellArea.tempo}>
        <abbr title={t('table.columns.tempoFull')} className="no-underline">
          {t('table.columns.tempo')}
        </abbr>
      </div>
      <div role="columnheader" className={cellArea.key}>
        {t('table.columns.key')}
      </div>
      <div role="columnheader" className={`${cellArea.notes} px-2`}>
        {t('table.columns.notes')}
      </div>
      <div role="columnheader" className={cellArea.menu}>
        <span className="sr-only">{t('table.columns.actions')}</span>
      </div>
    </>
  );
  return (
    <div role="rowgroup" className="sticky top-16 z-10">
      <div role="row" aria-rowindex={1} className="sr-only lg:hidden">
        {cells}
      </div>
      <div
        role="row"
        aria-rowindex={1}
        className={`${songGridClass} hidden border-b border-zinc-800 bg-zinc-950/95 px-2 py-2 text-xs font-semibold uppercase tracking-wide text-zinc-400 backdrop-blur lg:grid [&>*]:text-xs [&>*]:text-zinc-400`}
      >
        {cells}
      </div>
    </div>
  );
}

interface SelectAllProps {
  /** Every loaded song chosen, some, or none. */
  state: 'all' | 'some' | 'none';
  onToggle: () => void;
}

/** Chooses every loaded song (all pages read so far), or clears; "mixed" while some are. */
function SelectAllBox({ state, onToggle }: SelectAllProps) {
  const { t } = useTranslation('audio');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <Checkbox
      ref={ref}
      checked={state === 'all'}
      onChange={onToggle}
      aria-label={t('table.selectAll')}
      className="cursor-pointer"
    />
  );
}
