import { Loader2, Save } from 'lucide-react';
import { useEffect, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/notify';
import {
  LYRICS_CONTENT_MAX,
  LYRICS_TITLE_MAX,
  type Lyrics,
} from '../../../../../shared/schemas/lyrics';
import { useAutoSaveEnabled } from '../../../settings';
import { lyricsToPlainText } from '../../lib/lyrics-text';
import type { StudioLyricsDraft } from '../lib/studio-lyrics-rules';
import { useStudioLyricsAutosave } from '../use-lyrics-autosave';
import { useLyricsDraft } from '../use-lyrics-draft';
import { LyricsSaveStatus } from './lyrics-save-status';
import { LyricsToolbar } from './lyrics-toolbar';

export type StudioLyricsLayout = 'panel' | 'tab';

interface LyricsFormProps {
  projectId: string;
  /** The project's first lyrics entry, or null before anything was written. */
  loaded: Lyrics | null;
  canEdit: boolean;
  layout: StudioLyricsLayout;
  /** The title field, so a panel can move focus into it when it opens. */
  titleRef?: Ref<HTMLInputElement>;
  /** Told whether changes wait for Save (auto-save off), so a panel can ask before closing. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

const fieldClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950/60 px-3 text-zinc-100 placeholder:text-zinc-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 read-only:border-zinc-800 read-only:bg-zinc-900/40';

/** The studio's plain-text lyrics editor: title, words, section and emphasis markers, undo, autosave. */
export function LyricsForm({
  projectId,
  loaded,
  canEdit,
  layout,
  titleRef,
  onUnsavedChange,
}: LyricsFormProps) {
  const { t } = useTranslation('studio-lyrics');
  const ids = useId();
  const [initial] = useState<StudioLyricsDraft>(() => ({
    title: loaded?.title ?? '',
    text: loaded ? lyricsToPlainText(loaded.content) : '',
  }));
  const autoSave = useAutoSaveEnabled();
  const { status, unsaved, block, schedule, saveNow } = useStudioLyricsAutosave(
    projectId,
    loaded && { id: loaded.id, title: initial.title, content: initial.text },
    autoSave,
    canEdit,
  );
  useEffect(() => onUnsavedChange?.(unsaved), [onUnsavedChange, unsaved]);
  const { draft, textRef, change, addSection, addEmphasis, undo, handleShortcut } = useLyricsDraft(
    initial,
    schedule,
  );
  const [manualSaving, setManualSaving] = useState(false);

  const handleSave = async () => {
    if (manualSaving) return;
    setManualSaving(true);
    const saved = await saveNow(draft);
    setManualSaving(false);
    if (saved) toast.success(t('toast.saved'));
    else if (draft.text.trim() === '')
      toast.error(t('toast.nothingToSave'), { description: t('toast.nothingToSaveBody') });
  };

  const isPanel = layout === 'panel';
  return (
    <div className={`flex min-h-0 flex-col gap-3 ${isPanel ? 'h-full' : ''}`}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${ids}-title`} className="mb-1 block text-xs font-medium text-zinc-300">
            {t('fields.title')}
          </label>
          <input
            ref={titleRef}
            id={`${ids}-title`}
            value={draft.title}
            onChange={(event) => change({ ...draft, title: event.target.value })}
            readOnly={!canEdit}
            maxLength={LYRICS_TITLE_MAX}
            placeholder={t('fields.titlePlaceholder')}
            autoComplete="off"
            className={`${fieldClass} h-10 text-sm font-semibold`}
          />
        </div>
        {/* The panel saves by itself unless the account turned auto-save off. */}
        {(!isPanel || !autoSave) && canEdit && (
          <button
            type="button"
            onClick={() => void handleSave()}
            disabled={manualSaving}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-70"
          >
            {manualSaving ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <Save className="h-4 w-4" aria-hidden />
            )}
            {manualSaving ? t('saving') : t('save')}
          </button>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        {canEdit ? (
          <LyricsToolbar onSection={addSection} onEmphasis={addEmphasis} onUndo={undo} />
        ) : (
          <p className="text-xs text-zinc-400">{t('readOnlyNote')}</p>
        )}
        <LyricsSaveStatus
          status={canEdit ? status : 'read-only'}
          block={block}
          onRetry={() => void saveNow(draft)}
          autoSave={autoSave}
        />
      </div>

      <div className={`flex min-h-0 flex-col ${isPanel ? 'flex-1' : ''}`}>
        <label htmlFor={`${ids}-text`} className="mb-1 block text-xs font-medium text-zinc-300">
          {t('fields.text')}
        </label>
        <textarea
          ref={textRef}
          id={`${ids}-text`}
          value={draft.text}
          onChange={(event) => change({ ...draft, text: event.target.value })}
          onKeyDown={canEdit ? handleShortcut : undefined}
          readOnly={!canEdit}
          maxLength={LYRICS_CONTENT_MAX}
          placeholder={canEdit ? t('fields.textPlaceholder') : undefined}
          aria-describedby={canEdit ? `${ids}-hint` : undefined}
          spellCheck
          className={`${fieldClass} resize-none py-2.5 font-mono text-sm leading-6 ${isPanel ? 'min-h-32 flex-1' : 'min-h-[24rem]'}`}
        />
        {canEdit && (
          <p id={`${ids}-hint`} className="mt-1 text-xs text-zinc-400">
            {t('hint')}
          </p>
        )}
      </div>
    </div>
  );
}
