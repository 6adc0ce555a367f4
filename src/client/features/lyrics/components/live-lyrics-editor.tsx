import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { can } from '../../../../shared/permissions';
import { UNTITLED_SONG, type Lyrics } from '../../../../shared/schemas/lyrics';
import type { Project } from '../../../../shared/schemas/projects';
import { toast } from '../../../lib/notify';
import { useSetLyricsLanguage } from '../api/lyrics';
import { lyricsToPlainText } from '../lib/lyrics-text';
import { keepOpenLyricsWords } from '../live/open-lyrics-words';
import { LYRICS_TITLE_FIELD } from '../../../../shared/lyrics-document';
import { LiveStatus } from '../live/live-status';
import { LyricsHistoryButton } from '../live/lyrics-history-dialog';
import type { LiveLyricsDocument, LiveState } from '../live/lyrics-provider';
import { PresenceList } from '../live/presence-list';
import { RefusedNotice } from '../live/refused-notice';
import { useLiveTitle } from '../live/use-live-title';
import { usePresence } from '../live/use-presence';
import { takeFirstLyricsHandoff } from './first-lyrics-handoff';
import { LyricSheetMenu } from './lyric-sheet-menu';
import { LyricsEditorWithAids } from './lyrics-editor-pane';
import { LyricsTitleBar } from './lyrics-title-bar';
import { uiLanguage, type LyricsEditorVariant } from './lyrics-variant';
import { LYRICS_PARSE_OPTIONS, useLyricsEditor } from './use-lyrics-editor';

interface LiveLyricsEditorProps {
  project: Project;
  lyrics: Lyrics;
  variant: LyricsEditorVariant;
  titleRef?: Ref<HTMLInputElement>;
  live: LiveLyricsDocument;
  state: LiveState;
  /** This person's account, marked "you" among who is here. */
  selfId: string;
}

/**
 * The editor of a live lyrics document: title and body as everyone sees them, who is here, where
 * the words stand (connected, kept on this device, reconnecting), the version history. 'page'
 * has the syllable gutter, the language and the writing aids; 'panel' is compact. A viewer reads
 * live and cannot write ("View only"); when access or the session ends, or the server refuses an
 * edit, it says why and turns read-only with the writer's words to copy.
 */
export function LiveLyricsEditor({
  project,
  lyrics,
  variant,
  titleRef,
  live,
  state,
  selfId,
}: LiveLyricsEditorProps) {
  const compact = variant === 'panel';
  const { t, i18n } = useTranslation('lyrics');
  const editorId = useId();
  const hintId = useId();
  const mayEdit = can(project.role, 'lyrics.edit');
  const viewOnly = !mayEdit || state.readOnlyByServer;
  const readOnly = viewOnly || state.refusal !== null;
  const editor = useLyricsEditor({ live, readOnly, editorId, hintId, compact });
  const [title, setTitle] = useLiveTitle(live.doc);
  const people = usePresence(live.awareness);
  const [language, setLanguage] = useState<Language>(lyrics.language);
  const setLyricsLanguage = useSetLyricsLanguage(project.id);

  // A writer shown out of the project can still copy these words once the page has closed.
  useEffect(
    () =>
      keepOpenLyricsWords(project.id, () => {
        const title = live.doc.getText(LYRICS_TITLE_FIELD).toJSON();
        return `${title}\n\n${lyricsToPlainText(editor.getHTML())}`;
      }),
    [project.id, editor, live],
  );

  // Words typed while the first lyrics were being created follow them in (first-lyrics-workspace).
  const handedOff = useRef(false);
  useEffect(() => {
    if (handedOff.current || state.connection !== 'connected') return;
    handedOff.current = true;
    const handoff = takeFirstLyricsHandoff(lyrics.id);
    if (!handoff) return;
    if (handoff.html !== editor.getHTML()) {
      editor.commands.setContent(handoff.html, { parseOptions: LYRICS_PARSE_OPTIONS });
    }
    if (handoff.title !== live.doc.getText(LYRICS_TITLE_FIELD).toJSON()) setTitle(handoff.title);
    // Not when the writer is already in the live editor: their caret is where they put it.
    if (handoff.editorFocused && !editor.isFocused) editor.commands.focus('end');
  }, [state.connection, lyrics.id, editor, live, setTitle]);

  // The refusal stays on screen with the words to copy: the page itself learns of a removal or
  // a demotion from the project's live events. A demoted writer who still sees the project reads
  // live again, now as a reader.
  const refusal = state.refusal?.kind;
  const roleAtRefusal = useRef(project.role);
  useEffect(() => {
    if (refusal !== 'accessEnded') {
      roleAtRefusal.current = project.role;
      return;
    }
    if (project.role !== roleAtRefusal.current && can(project.role, 'project.see'))
      live.reconnect();
  }, [refusal, project.role, live]);

  const handleLanguageChange = (next: Language) => {
    setLanguage(next);
    setLyricsLanguage.mutate(
      { lyricsId: lyrics.id, language: next },
      { onError: () => toast.error(t('language.failed')) },
    );
  };

  return (
    <div className="space-y-4">
      <LyricsTitleBar
        title={title}
        language={language}
        readOnly={readOnly}
        onTitleChange={setTitle}
        // The panel's rule (spec part 2 §5): a title left blank there is "Untitled Song".
        onTitleBlur={() => {
          const current = live.doc.getText(LYRICS_TITLE_FIELD).toJSON();
          if (compact && !readOnly && current.trim() === '') setTitle(UNTITLED_SONG);
        }}
        onLanguageChange={handleLanguageChange}
        titleRef={titleRef}
        compact={compact}
        presence={<PresenceList people={people} selfId={selfId} />}
        status={
          <div className="flex flex-wrap items-center gap-3">
            <LiveStatus connection={state.connection} viewOnly={viewOnly} />
            <LyricsHistoryButton projectId={project.id} lyricsId={lyrics.id} canRestore={mayEdit} />
            <LyricSheetMenu
              lyricsId={lyrics.id}
              title={title}
              lang={uiLanguage(i18n.resolvedLanguage)}
            />
          </div>
        }
      />
      {state.refusal && (
        <RefusedNotice
          refusal={state.refusal}
          text={() => `${title}\n\n${lyricsToPlainText(editor.getHTML())}`}
        />
      )}
      <LyricsEditorWithAids
        editor={editor}
        editorId={editorId}
        hintId={hintId}
        lang={language}
        readOnly={readOnly}
        compact={compact}
      />
    </div>
  );
}
