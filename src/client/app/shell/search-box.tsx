import { Search } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlayer } from '../../lib/player/player-context';
import { SearchDialog } from '../../features/search/components/search-dialog';
import { useSearchShortcut } from '../../features/search/components/use-search-shortcut';
import { destinationOf, type SearchOption } from '../../features/search/lib/search-options';
import { searchShortcutLabel } from '../../features/search/lib/search-shortcut';
import { Button } from '../../components/ui/button';

const shortcut = searchShortcutLabel(typeof navigator === 'undefined' ? '' : navigator.platform);

/**
 * The top bar's search box: opens the global search (also ⌘K / Ctrl+K on every signed-in
 * page). Choosing a song plays it; anything else opens its page.
 */
export function SearchBox() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { play } = usePlayer();
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  /** What had focus when the search opened (the box, or wherever ⌘K was pressed). */
  const opener = useRef<HTMLElement | null>(null);
  /** Set while a chosen result opens another page: focus then goes to that page. */
  const leaving = useRef(false);

  const openSearch = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    leaving.current = false;
    setOpen(true);
  }, []);
  useSearchShortcut(openSearch);

  const handleChoose = (option: SearchOption) => {
    const destination = destinationOf(option);
    if (destination.kind === 'play') {
      play(destination.song);
      return;
    }
    leaving.current = true;
    void navigate(destination.path);
  };

  const handleCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    // The shell moves focus to the new page's <main> once focus has fallen to the body.
    if (leaving.current) return;
    const back = opener.current?.isConnected ? opener.current : launcher.current;
    back?.focus();
  };

  return (
    <>
      <Button
        variant="field"
        size="field"
        focus="field"
        ref={launcher}
        onClick={openSearch}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Search className="h-4 w-4 shrink-0" aria-hidden />
        <span className="min-w-0 flex-1 truncate">{t('launcher')}</span>
        <kbd className="hidden shrink-0 rounded border border-zinc-700 px-1.5 py-0.5 font-sans text-[11px] text-zinc-400 sm:inline">
          {shortcut}
        </kbd>
      </Button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        onChoose={handleChoose}
        onCloseAutoFocus={handleCloseAutoFocus}
      />
    </>
  );
}
