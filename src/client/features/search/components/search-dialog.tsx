import { Loader2, Search, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TEXT_MAX } from '../../../../shared/constants';
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/schemas/search';
import { useSearch } from '../api/search';
import { isMoveKey, movedActive, optionDomId, type SearchOption } from '../lib/search-options';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogOverlay,
  DialogPanel,
  DialogPortal,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useSearchView } from './use-search-view';
import { SearchResults } from './search-results';
import { Input } from '../../../components/ui/input';

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen result; the dialog closes itself first. */
  onChoose: (option: SearchOption) => void;
  /** Where focus goes when the dialog closes (see SearchBox). */
  onCloseAutoFocus: (event: Event) => void;
}

/** The global search (⌘K / Ctrl+K): a field, and the results grouped under it. */
export function SearchDialog({
  open,
  onOpenChange,
  onChoose,
  onCloseAutoFocus,
}: SearchDialogProps) {
  const { t } = useTranslation('search');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay />
        {/* Its own frame: near the top, no padding, the results scroll under the field. */}
        <DialogPanel
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-[8dvh] z-50 flex max-h-[min(36rem,84dvh)] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 flex-col overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900 shadow-2xl focus:outline-none"
        >
          <DialogTitle className="sr-only">{t('title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('instructions')}</DialogDescription>
          {/* Mounted per opening: each starts with an empty field. */}
          {open && (
            <SearchPanel
              onChoose={(option) => {
                onOpenChange(false);
                onChoose(option);
              }}
            />
          )}
        </DialogPanel>
      </DialogPortal>
    </Dialog>
  );
}

function SearchPanel({ onChoose }: { onChoose: (option: SearchOption) => void }) {
  const { t } = useTranslation('search');
  const ids = useId();
  const listboxId = `${ids}-results`;
  const [text, setText] = useState('');
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useSearch(settled);
  const view = useSearchView(typed, settled, search);
  const options = view.state === 'results' ? view.options : [];
  // The first result is active as soon as results show, so Enter opens it.
  const [active, setActive] = useState({ index: 0, of: options });
  const activeIndex = active.of === options ? active.index : 0;
  const activeOption = options[activeIndex];
  const busy = search.isFetching || typed !== settled;

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isMoveKey(event.key)) {
      event.preventDefault();
      setActive({ index: movedActive(options, activeIndex, event.key), of: options });
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (activeOption) onChoose(activeOption);
    }
  };

  return (
    <>
      <div className="flex items-center gap-2 border-b border-zinc-800 px-4">
        {busy && typed ? (
          <Loader2 className="h-4 w-4 shrink-0 animate-spin text-zinc-400" aria-hidden />
        ) : (
          <Search className="h-4 w-4 shrink-0 text-zinc-400" aria-hidden />
        )}
        <label htmlFor={`${ids}-field`} className="sr-only">
          {t('fieldLabel')}
        </label>
        <Input
          tone="bare"
          fullWidth={false}
          id={`${ids}-field`}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionDomId(listboxId, activeOption) : undefined}
          aria-describedby={`${ids}-status`}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_TEXT_MAX}
          className="h-14 min-w-0 flex-1 text-base"
        />
        <DialogClose asChild>
          <Button variant="ghost" size="icon" aria-label={t('close')}>
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </DialogClose>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SearchResults
          view={view}
          listboxId={listboxId}
          active={activeIndex}
          onChoose={onChoose}
          onHover={(index) => setActive({ index, of: options })}
        />
      </div>
      <p id={`${ids}-status`} role="status" className="sr-only">
        {view.state === 'results'
          ? t('count', { count: options.length })
          : view.state === 'empty'
            ? t('empty', { query: view.query })
            : ''}
      </p>
      <p className="hidden border-t border-zinc-800 px-4 py-2 text-xs text-zinc-400 sm:block">
        {t('keys')}
      </p>
    </>
  );
}
