import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { creditsToCsv, creditsToText, type Credit } from '../../../../shared/schemas/credits';
import { creditsFileName } from '../lib/credit-form';
import { secondaryButtonClass } from './credit-styles';
import { downloadTextFile } from './download-file';

/** Export the credits as a text file or a CSV, named after the project (part 2 §5). */
export function CreditsExportButtons({
  projectTitle,
  credits,
}: {
  projectTitle: string;
  credits: readonly Credit[];
}) {
  const { t } = useTranslation('credits');

  const handleExport = (format: 'txt' | 'csv') => {
    if (credits.length === 0) {
      toast.error(t('export.emptyTitle'), { description: t('export.emptyBody') });
      return;
    }
    const fileName = creditsFileName(projectTitle, format);
    if (format === 'txt') {
      downloadTextFile(fileName, creditsToText(projectTitle, credits), 'text/plain;charset=utf-8');
    } else {
      // The byte-order mark makes spreadsheet apps read accented names as UTF-8.
      downloadTextFile(fileName, `\uFEFF${creditsToCsv(credits)}`, 'text/csv;charset=utf-8');
    }
    toast.success(t('export.done'), { description: fileName });
  };

  return (
    <div className="flex gap-2">
      <button type="button" onClick={() => handleExport('txt')} className={secondaryButtonClass}>
        <FileText className="h-4 w-4" aria-hidden />
        {t('export.text')}
      </button>
      <button type="button" onClick={() => handleExport('csv')} className={secondaryButtonClass}>
        <FileSpreadsheet className="h-4 w-4" aria-hidden />
        {t('export.csv')}
      </button>
    </div>
  );
}
