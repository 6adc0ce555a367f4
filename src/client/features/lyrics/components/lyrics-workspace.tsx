import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { can } from '../../../../shared/permissions';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import type { Lyrics } from '../../../../shared/schemas/lyrics';
import type { Project } from '../../../../shared/schemas/projects';
import { WritingAids } from '../../rhymes';
import { useAutoSaveEnabled } from '../../../hooks/use-auto-save-enabled';
import { ManualSaveButton } from '../../../components/manual-save-button';
import { useSetLyricsLanguage } from '../api/lyrics';
import { STUDIO_HISTORY_LIMIT, type LyricsSnapshot } from '../lib/lyrics-history';
import { LYRICS_AUTOSAVE_MS, STUDIO_LYRICS_AUTOSAVE_MS } from '../lib/lyrics-save-rules';
import { lyricsToEditorHtml } from '../lib/lyrics-text';
import { LyricSheetMenu } from './lyric-sheet-menu';
import { LyricsConflict } from './lyrics-conflict';
import { LyricsEditorPane } from './lyrics-editor-pane';
import { LyricsSaveStatusLine } from './lyrics-save-status';
import { LyricsTitleBar } from './lyrics-title-bar';
import { useLyricsAutosave } from './use-lyrics-autosave';
import { useLyricsEditor } from './use-lyrics-editor';
import { useLyricsHistory } from './use-lyrics-history';

/** 'page': the project's and the studio's lyrics tabs; 'panel': the player's slide-up panel. */
export type LyricsEditorVariant = 'page' | 'panel';

export interface LyricsWorkspaceProps {
  project: Project;
  /** The entry this tab edits (the newest), or null for a project without lyrics yet. */
  lyrics: Lyrics | null;
  variant?: LyricsEditorVariant;
  /** The title field, so the panel can move focus into it when it opens. */
  titleRef?: Ref<HTMLInputElement>;
  /** Told whether changes wait for Save (auto-save off), so the panel can ask before closing. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

const uiLanguage = (resolved: string | undefined): Language => {
  const base = (resolved ?? 'en').split('-')[0] ?? 'en';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
};

/**
 * The one lyrics editor (issue 16 item 2): the project's rich document, the same schema and
 * toolbar wherever it is edited. 'page' has the syllable gutter, the language and the writing
 * aids; 'panel' is compact (section buttons, no aids), saves after 1 s, keeps 10 history
 * entries and saves a blank title as "Untitled Song" (spec part 2 §4, §5).
 */
export function LyricsWorkspace({
  project,
  lyrics,
  variant = 'page',
  titleRef: titleInputRef,
  onUnsavedChange,
}: LyricsWorkspaceProps) {
  const compact = variant === 'panel';
  const { t, i18n } = useTranslation('lyrics');
  const editorId = useId();
  const hintId = useId();
  const readOnly = !can(project.role, 'lyrics.edit');
  const autoSave = useAutoSaveEnabled();
  const [title, setTitle] = useState(lyrics?.title ?? project.title);
  const titleRef = useRef(title);
  const [language, setLanguage] = useState<Language>(
    lyrics?.language ?? uiLanguage(i18n.resolvedLanguage),
  );
  const initialHtml = lyricsToEditorHtml(lyrics?.content ?? '');
  const { editor, keys, replaceContent } = useLyricsEditor({
    content: initialHtml,
    readOnly,
    editorId,
    hintId,
    compact,
    onChange: (changed) => {
      history.record(snapshotOf(titleRef.current));
      autosave.change({ title: titleRef.current, content: changed.getHTML() });
    },
  });

  const snapshotOf = (currentTitle: string): LyricsSnapshot => ({
    title: currentTitle,
    content: editor.getHTML(),
    textLength: editor.getText().length,
  });

  const history = useLyricsHistory(
    () => snapshotOf(title),
    compact ? STUDIO_HISTORY_LIMIT : undefined,
  );
  const autosave = useLyricsAutosave({
    projectId: project.id,
    lyricsId: lyrics?.id ?? null,
    loadedVersion: lyrics?.updatedAt ?? null,
    loaded: () => ({ title, content: editor.getHTML() }),
    language,
    readOnly,
    autoSave,
    delayMs: compact ? STUDIO_LYRICS_AUTOSAVE_MS : LYRICS_AUTOSAVE_MS,
    untitledWhenBlank: compact,
  });
  useEffect(() => onUnsavedChange?.(autosave.unsaved), [onUnsavedChange, autosave.unsaved]);
  const setLyricsLanguage = useSetLyricsLanguage(project.id);

  const show = (snapshot: LyricsSnapshot) => {
    replaceContent(snapshot.content);
    titleRef.current = snapshot.title;
    setTitle(snapshot.title);
    autosave.change({ title: snapshot.title, content: editor.getHTML() });
  };

  /** The other version into the editor; the writer's words go into the history first. */
  const takeTheirs = (theirs: Lyrics) => {
    history.keep(snapshotOf(titleRef.current));
    replaceContent(lyricsToEditorHtml(theirs.content));
    titleRef.current = theirs.title;
    setTitle(theirs.title);
    autosave.takeTheirs({ title: theirs.title, content: editor.getHTML() });
    toast(t('conflict.taken'));
  };

  const handleUndo = () => {
    if (readOnly) return;
    const restored = history.undo(snapshotOf(titleRef.current));
    if (restored) show(restored);
    toast(restored ? t('history.undone') : t('history.nothingToUndo'));
  };
  const handleRedo = () => {
    if (readOnly) return;
    const restored = history.redo(snapshotOf(titleRef.current));
    if (restored) show(restored);
    toast(restored ? t('history.redone') : t('history.nothingToRedo'));
  };
  keys.undo = handleUndo;
  keys.redo = handleRedo;

  const handleTitleChange = (next: string) => {
    titleRef.current = next;
    setTitle(next);
    autosave.change({ title: next, content: editor.getHTML() });
  };

  const handleLanguageChange = (next: Language) => {
    setLanguage(next);
    const id = autosave.lyricsId();
    if (id) {
      setLyricsLanguage.mutate(
        { lyricsId: id, language: next },
        { onError: () => toast.error(t('language.failed')) },
      );
    }
  };

  return (
    <div className="space-y-4">
      <LyricsTitleBar
        title={title}
        language={language}
        readOnly={readOnly}
        onTitleChange={handleTitleChange}
        onTitleCommit={() => history.record(snapshotOf(titleRef.current))}
        onLanguageChange={handleLanguageChange}
        titleRef={titleInputRef}
        compact={compact}
        status={
          <div className="flex flex-wrap items-center gap-3">
            {!readOnly && (
              <LyricsSaveStatusLine
                status={autosave.status}
                missing={autosave.missing}
                onRetry={() => void autosave.save()}
                autoSave={autoSave}
              />
            )}
            {!readOnly && !autoSave && (
              <ManualSaveButton
                disabled={autosave.status !== 'unsaved' && autosave.status !== 'error'}
                saving={autosave.status === 'saving'}
                labels={{ save: t('save.button'), saving: t('save.saving') }}
                onSave={() => void autosave.save()}
              />
            )}
            <LyricSheetMenu
              lyricsId={autosave.lyricsId() ?? lyrics?.id ?? null}
              title={title}
              lang={uiLanguage(i18n.resolvedLanguage)}
            />
          </div>
        }
      />
      {autosave.conflict && (
        <LyricsConflict
          theirs={autosave.conflict}
          onKeepMine={autosave.keepMine}
          onTakeTheirs={() => autosave.conflict && takeTheirs(autosave.conflict)}
        />
      )}
      <div className={compact ? '' : 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]'}>
        <LyricsEditorPane
          editor={editor}
          editorId={editorId}
          hintId={hintId}
          lang={language}
          readOnly={readOnly}
          position={history.position}
          total={history.total}
          onUndo={handleUndo}
          onRedo={handleRedo}
          compact={compact}
        />
        {!compact && <WritingAids editor={editor} lang={language} readOnly={readOnly} />}
      </div>
    </div>
  );
}
