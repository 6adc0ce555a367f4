import { Loader2, Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { formatDuration } from '../../../../shared/constants';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import { useSite } from '../../../lib/queries/site';
import type { KeptTake } from '../lib/kept-takes';
import { recordingFileName, recordingTitleDate } from '../lib/recording-names';
import { timeLeftToShow } from '../lib/take-limit';
import { useRecorder } from '../use-recorder';
import { KeptTakes } from './kept-takes-dialog';
import { LevelMeter } from './level-meter';
import { RecordingCompleteDialog } from './recording-complete-dialog';
import { useKeptTakes } from './use-kept-takes';
import { Button } from '../../../components/ui/button';

export interface RecordControlProps {
  /**
   * 'auto-upload' (project page): a finished take is handed to onSave at once, titled from the
   * date. 'dialog' (library, studio): the "Recording Complete" dialog asks first (Listen,
   * Discard, title, Save Recording).
   */
  mode: 'auto-upload' | 'dialog';
  /** Stores the take; rejects on failure (this control shows the toasts). */
  onSave: (file: File, title: string) => Promise<void>;
  /** Where takes are recorded (a project id, or 'library'): kept ones are offered again here. */
  place: string;
}

/**
 * The record button with its m:ss timer badge and level bars, and what follows a take. Every
 * take is kept in this browser until the server has it (issue 16 item 6); a take stops at the
 * server's per-file cap, with the time left shown in its last minute.
 */
export function RecordControl({ mode, onSave, place }: RecordControlProps) {
  const { t, i18n } = useTranslation('recording');
  const capBytes = useSite().data?.maxUploadBytes;
  const recorder = useRecorder(capBytes);
  const kept = useKeptTakes(place);
  const [saving, setSaving] = useState(false);
  const [dialogTitle, setDialogTitle] = useState('');
  const [limitNote, setLimitNote] = useState<string | null>(null);
  // The take the "Recording Complete" dialog holds: kept, but not listed as waiting.
  const [openTakeId, setOpenTakeId] = useState<string | null>(null);
  const recording = recorder.status === 'recording';
  const starting = recorder.status === 'requesting';
  const stopping = useRef(false);

  useEffect(() => {
    if (recorder.error) toast.error(recorder.error);
  }, [recorder.error, t]);
  useEffect(() => {
    if (recorder.status === 'recording') toast.success(t('started'));
  }, [recorder.status, t]);

  const defaultTitle = () =>
    t('defaultTitle', { date: recordingTitleDate(new Date(), i18n.resolvedLanguage ?? 'en') });

  /** Sends a kept take; the server has it → forgotten here; else it stays kept. */
  const save = async (take: KeptTake): Promise<boolean> => {
    setSaving(true);
    try {
      await onSave(take.file, take.title);
      await kept.forget(take.id);
      toast.success(t('saved'), { description: take.title });
      return true;
    } catch (failure) {
      toast.error(t('saveFailedTitle'), {
        description: t('saveFailedKept', { message: errorMessage(failure, t('saveFailed')) }),
      });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const handleStop = async (atLimit: boolean) => {
    if (stopping.current) return;
    stopping.current = true;
    try {
      const take = await recorder.stop();
      if (!take) return;
      const note = atLimit && recorder.maxSeconds !== null ? limitText(recorder.maxSeconds) : null;
      setLimitNote(note);
      if (note) toast.error(t('limit.stoppedTitle'), { description: note });
      else toast.success(t('stopped'));
      const entry: KeptTake = {
        id: crypto.randomUUID(),
        place,
        title: defaultTitle(),
        file: take.file,
        durationSeconds: take.durationSeconds,
        recordedAt: take.file.lastModified,
      };
      setOpenTakeId(entry.id);
      if (mode === 'auto-upload') {
        await kept.keep(entry);
        // The project page keeps no preview: a take that failed waits among the kept ones.
        recorder.discard();
        await save(entry);
        setOpenTakeId(null);
      } else {
        setDialogTitle(entry.title);
        await kept.keep(entry);
      }
    } finally {
      stopping.current = false;
    }
  };

  const limitText = (maxSeconds: number) =>
    t('limit.stoppedBody', {
      size: formatBytes(capBytes ?? 0, i18n.resolvedLanguage),
      time: formatDuration(Math.floor(maxSeconds)),
    });

  // The take reached the per-file cap: it ends here, and what was recorded is kept.
  useEffect(() => {
    if (recorder.limitReached && recorder.status === 'recording') void handleStop(true);
    // handleStop reads the latest render's values; only the limit starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recorder.limitReached, recorder.status]);

  const handleDialogSave = async (title: string) => {
    const take = recorder.recording;
    if (!take || !openTakeId) return;
    // The file is named from the chosen title and the moment the take ended.
    const named = new File(
      [take.file],
      recordingFileName(title, new Date(take.file.lastModified)),
      {
        type: take.file.type,
        lastModified: take.file.lastModified,
      },
    );
    const entry: KeptTake = {
      id: openTakeId,
      place,
      title,
      file: named,
      durationSeconds: take.durationSeconds,
      recordedAt: take.file.lastModified,
    };
    await kept.keep(entry);
    if (await save(entry)) {
      setOpenTakeId(null);
      recorder.discard();
    }
  };

  const handleDialogDiscard = () => {
    if (openTakeId) void kept.forget(openTakeId);
    setOpenTakeId(null);
    recorder.discard();
  };

  const handleClick = () => {
    if (recording) void handleStop(false);
    else {
      setLimitNote(null);
      void recorder.start();
    }
  };

  const busy = starting || saving;
  const timeLeft = recording ? timeLeftToShow(recorder.elapsedSeconds, recorder.maxSeconds) : null;
  const waiting = kept.takes.filter((take) => take.id !== openTakeId);
  return (
    <div className="inline-flex items-center gap-2">
      <KeptTakes takes={waiting} onUpload={save} onDiscard={(take) => void kept.forget(take.id)} />
      <Button
        variant={recording ? 'danger' : 'muted-fill'}
        size="pill"
        focus="native"
        onClick={handleClick}
        disabled={busy || (recorder.status === 'stopped' && mode === 'dialog')}
        aria-label={saving ? t('saving') : recording ? t('stop') : t('record')}
      >
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : recording ? (
          <Square className="h-3.5 w-3.5 fill-current" aria-hidden />
        ) : (
          <Mic className="h-4 w-4 text-red-400" aria-hidden />
        )}
        <span aria-hidden>{saving ? t('saving') : recording ? t('stopShort') : t('record')}</span>
      </Button>
      {recording && (
        <>
          <span
            role="timer"
            aria-label={t('elapsed', { time: formatDuration(recorder.elapsedSeconds) })}
            className="rounded-full bg-red-500/15 px-2.5 py-1 font-mono text-xs font-semibold tabular-nums text-red-300 ring-1 ring-inset ring-red-500/30"
          >
            {formatDuration(recorder.elapsedSeconds)}
          </span>
          {timeLeft !== null && (
            <span className="text-xs font-semibold text-amber-300" role="status">
              {t('timeLeft', { time: formatDuration(timeLeft) })}
            </span>
          )}
          <LevelMeter levels={recorder.levels} />
        </>
      )}
      {mode === 'dialog' && (
        <RecordingCompleteDialog
          key={recorder.recording?.url ?? 'none'}
          take={recorder.status === 'stopped' ? recorder.recording : null}
          defaultTitle={dialogTitle}
          note={limitNote}
          saving={saving}
          onDiscard={handleDialogDiscard}
          onSave={(title) => void handleDialogSave(title)}
        />
      )}
    </div>
  );
}
