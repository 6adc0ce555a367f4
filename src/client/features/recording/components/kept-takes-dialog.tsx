import { HardDriveDownload, Loader2, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import type { KeptTake } from '../lib/kept-takes';
import { recordingTitleDate } from '../lib/recording-names';

interface KeptTakesProps {
  takes: KeptTake[];
  /** Sends one take; resolves true once the server stored it. */
  onUpload: (take: KeptTake) => Promise<boolean>;
  onDiscard: (take: KeptTake) => void;
}

/**
 * "n unsaved takes": the takes recorded on this page that the server does not have yet (their
 * upload failed, or the page closed first), kept in this browser; each can be uploaded again or
 * discarded.
 */
export function KeptTakes({ takes, onUpload, onDiscard }: KeptTakesProps) {
  const { t, i18n } = useTranslation('recording');
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  if (takes.length === 0 && !open) return null;

  const upload = async (take: KeptTake) => {
    setSending(take.id);
    try {
      const stored = await onUpload(take);
      if (stored && takes.length <= 1) setOpen(false);
    } finally {
      setSending(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="amber" size="pill-tight" focus="amber">
          <HardDriveDownload className="h-4 w-4" aria-hidden />
          {t('kept.button', { count: takes.length })}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('kept.title')}
        description={t('kept.description')}
        closeLabel={t('common:close')}
      >
        {takes.length === 0 ? (
          <p className="mt-5 text-sm text-zinc-400">{t('kept.empty')}</p>
        ) : (
          <ul className="mt-5 space-y-3" aria-label={t('kept.title')}>
            {takes.map((take) => (
              <li
                key={take.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-800 bg-zinc-900/60 p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-white">{take.title}</p>
                  <p className="text-xs text-zinc-400">
                    {t('kept.meta', {
                      duration: formatDuration(take.durationSeconds),
                      date: recordingTitleDate(
                        new Date(take.recordedAt),
                        i18n.resolvedLanguage ?? 'en',
                      ),
                    })}
                  </p>
                </div>
                <Button
                  onClick={() => void upload(take)}
                  disabled={sending !== null}
                  aria-label={t('kept.uploadTake', { title: take.title })}
                >
                  {sending === take.id ? (
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                  ) : (
                    <Upload className="h-4 w-4" aria-hidden />
                  )}
                  {t('kept.upload')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => onDiscard(take)}
                  disabled={sending !== null}
                  aria-label={t('kept.discardTake', { title: take.title })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {t('kept.discard')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
