import { Loader2, Mic, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { formatDuration } from '../../../../shared/constants';
import { errorMessage } from '../../../lib/api-client';
import { recordingFileName, recordingTitleDate } from '../lib/recording-names';
import { useRecorder } from '../use-recorder';
import { LevelMeter } from './level-meter';
import { RecordingCompleteDialog } from './recording-complete-dialog';

export interface RecordControlProps {
  /**
   * 'auto-upload' (project page): a finished take is handed to onSave at once, titled from the
   * date. 'dialog' (library, studio): the "Recording Complete" dialog asks first (Listen,
   * Discard, title, Save Recording).
   */
  mode: 'auto-upload' | 'dialog';
  /** Stores the take; rejects on failure (this control shows the toasts). */
  onSave: (file: File, title: string) => Promise<void>;
}

/** The record button with its m:ss timer badge and level bars, and what follows a take. */
export function RecordControl({ mode, onSave }: RecordControlProps) {
  const { t, i18n } = useTranslation('recording');
  const recorder = useRecorder();
  const [saving, setSaving] = useState(false);
  const [dialogTitle, setDialogTitle] = useState('');
  const recording = recorder.status === 'recording';
  const starting = recorder.status === 'requesting';

  useEffect(() => {
    if (recorder.error) toast.error(recorder.error);
  }, [recorder.error, t]);
  useEffect(() => {
    if (recorder.status === 'recording') toast.success(t('started'));
  }, [recorder.status, t]);

  const defaultTitle = () =>
    t('defaultTitle', { date: recordingTitleDate(new Date(), i18n.resolvedLanguage ?? 'en') });

  const save = async (file: File, title: string): Promise<boolean> => {
    setSaving(true);
    try {
      await onSave(file, title);
      toast.success(t('saved'), { description: title });
      recorder.discard();
      return true;
    } catch (failure) {
      toast.error(t('saveFailedTitle'), { description: errorMessage(failure, t('saveFailed')) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const handleStop = async () => {
    const take = await recorder.stop();
    if (!take) return;
    toast.success(t('stopped'));
    if (mode === 'auto-upload') {
      const saved = await save(take.file, defaultTitle());
      // The project page keeps no preview: a failed upload leaves nothing to retry from.
      if (!saved) recorder.discard();
    } else {
      setDialogTitle(defaultTitle());
    }
  };

  const handleDialogSave = (title: string) => {
    const take = recorder.recording;
    if (!take) return;
    // The file is named from the chosen title and the moment the take ended.
    const named = new File(
      [take.file],
      recordingFileName(title, new Date(take.file.lastModified)),
      {
        type: take.file.type,
        lastModified: take.file.lastModified,
      },
    );
    void save(named, title);
  };

  const handleClick = () => {
    if (recording) void handleStop();
    else void recorder.start();
  };

  const busy = starting || saving;
  return (
    <div className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={handleClick}
        disabled={busy || (recorder.status === 'stopped' && mode === 'dialog')}
        aria-label={saving ? t('saving') : recording ? t('stop') : t('record')}
        className={`inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors disabled:opacity-60 ${
          recording
            ? 'bg-red-600 text-white hover:bg-red-700'
            : 'bg-zinc-800 text-zinc-100 hover:bg-zinc-700'
        }`}
      >
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : recording ? (
          <Square className="h-3.5 w-3.5 fill-current" aria-hidden />
        ) : (
          <Mic className="h-4 w-4 text-red-400" aria-hidden />
        )}
        <span aria-hidden>{saving ? t('saving') : recording ? t('stopShort') : t('record')}</span>
      </button>
      {recording && (
        <>
          <span
            role="timer"
            aria-label={t('elapsed', { time: formatDuration(recorder.elapsedSeconds) })}
            className="rounded-full bg-red-500/15 px-2.5 py-1 font-mono text-xs font-semibold tabular-nums text-red-300 ring-1 ring-inset ring-red-500/30"
          >
            {formatDuration(recorder.elapsedSeconds)}
          </span>
          <LevelMeter levels={recorder.levels} />
        </>
      )}
      {mode === 'dialog' && (
        <RecordingCompleteDialog
          key={recorder.recording?.url ?? 'none'}
          take={recorder.status === 'stopped' ? recorder.recording : null}
          defaultTitle={dialogTitle}
          saving={saving}
          onDiscard={() => recorder.discard()}
          onSave={handleDialogSave}
        />
      )}
    </div>
  );
}
