import { ChevronDown, FileDown, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { downloadLyricSheet, lyricSheetUrl, type LyricSheetFormat } from '../api/lyric-sheet';

const triggerClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-zinc-700 ' +
  'px-3 text-sm font-medium text-zinc-200 transition-colors hover:bg-zinc-800 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ' +
  'data-[state=open]:bg-zinc-800 disabled:opacity-60';

interface LyricSheetMenuProps {
  /** The saved lyrics, or null before the first save (the sheet shows saved words only). */
  lyricsId: string | null;
  title: string;
  /** The reader's language, for the sheet's labels. */
  lang: Language;
}

/**
 * The lyric sheet (issue 25 item 7): "Print lyric sheet" opens the print-ready page in a new tab
 * (the browser prints it or saves it as PDF, every script and direction right); the sheet also
 * downloads as plain text and as a PDF made on the server.
 */
export function LyricSheetMenu({ lyricsId, title, lang }: LyricSheetMenuProps) {
  const { t } = useTranslation('lyrics');
  const [busy, setBusy] = useState(false);

  const download = async (id: string, format: LyricSheetFormat) => {
    setBusy(true);
    try {
      await downloadLyricSheet(id, format, lang, title);
    } catch (error) {
      toast.error(t('sheet.failed'), { description: errorMessage(error, t('sheet.failedBody')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu modal={false}>
      <MenuTrigger
        className={triggerClass}
        disabled={!lyricsId || busy}
        title={lyricsId ? undefined : t('sheet.saveFirst')}
      >
        <FileText className="h-4 w-4" aria-hidden />
        {t('sheet.menu')}
        <ChevronDown className="h-4 w-4 text-zinc-400" aria-hidden />
      </MenuTrigger>
      {lyricsId && (
        <MenuContent align="end">
          <MenuItem asChild>
            <a href={lyricSheetUrl(lyricsId, lang)} target="_blank" rel="noopener noreferrer">
              <Printer className="h-4 w-4 text-zinc-400" aria-hidden />
              {t('sheet.print')}
              <span className="sr-only"> {t('sheet.newTab')}</span>
            </a>
          </MenuItem>
          <MenuItem onSelect={() => void download(lyricsId, 'txt')}>
            <FileDown className="h-4 w-4 text-zinc-400" aria-hidden />
            {t('sheet.downloadText')}
          </MenuItem>
          <MenuItem onSelect={() => void download(lyricsId, 'pdf')}>
            <FileDown className="h-4 w-4 text-zinc-400" aria-hidden />
            {t('sheet.downloadPdf')}
          </MenuItem>
        </MenuContent>
      )}
    </Menu>
  );
}
