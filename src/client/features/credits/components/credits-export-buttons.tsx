import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { creditsToCsv, creditsToText, type Credit } from '../../../../shared/schemas/credits';
import { fetchAllCredits } from '../api/credits';
import { creditsFileName } from '../lib/credit-form';
import { Button } from '../../../components/ui/button';
import { downloadTextFile } from './download-file';

/** Export the credits as a text file or a CSV, named after the project (part 2 §5). */
export function CreditsExportButtons({
  projectId,
  projectTitle,
}: {
  projectId: string;
  projectTitle: string;
}) {
  const { t } = useTranslation('credits');
  const [exporting, setExporting] = useState(false);

  // The file holds every credit, not just the pages on screen: read them all, once, on demand.
  const handleExport = async (format: 'txt' | 'csv') => {
    setExporting(true);
    let credits: Credit[];
    try {
      credits = await fetchAllCredits(projectId);
    } catch (failure) {
      toast.error(errorMessage(failure, t('export.failed')));
      return;
    } finally {
      setExporting(false);
    }
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
      <Button variant="secondary" onClick={() => void handleExport('txt')} disabled={exporting}>
        <FileText className="h-4 w-4" aria-hidden />
        {t('export.text')}
      </Button>
      <Button variant="secondary" onClick={() => void handleExport('csv')} disabled={exporting}>
        <FileSpreadsheet className="h-4 w-4" aria-hidden />
        {t('export.csv')}
      </Button>
    </div>
  );
}
