import { useId, useRef, useState, type Ref } from 'react';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { can } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import { useAutosave, type PreparedSave } from '../../../hooks/use-autosave';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { saveLyricsOnPageHide, useSaveLyrics, type SaveLyricsInput } from '../api/lyrics';
import {
  LYRICS_AUTOSAVE_MS,
  LYRICS_INIT_GUARD_MS,
  missingLyricsPart,
  STUDIO_LYRICS_AUTOSAVE_MS,
  titleToSave,
  type MissingLyricsPart,
} from '../lib/lyrics-save-rules';
import { handOffFirstLyrics } from './first-lyrics-handoff';
import { LyricsEditorWithAids } from './lyrics-editor-pane';
import { LyricsSaveStatusLine } from './lyrics-save-status';
import { LyricsTitleBar } from './lyrics-title-bar';
import { uiLanguage, type LyricsEditorVariant } from './lyrics-variant';
import { useLyricsEditor } from './use-lyrics-editor';

interface FirstLyricsWorkspaceProps {
  project: Project;
  variant: LyricsEditorVariant;
  titleRef?: Ref<HTMLInputElement>;
}

interface Draft {
  title: string;
  content: string;
}

/**
 * A project without lyrics: the same editor, on a document of this tab. The first words with a title
 * create the entry (POST, 800 ms after the last change, 1 s in the panel, as saves were), and
 * the tab then shows the entry's live document, which the server seeds from them; anything
 * typed while the create was on its way is handed over (first-lyrics-handoff.ts).
 */
export function FirstLyricsWorkspace({ project, variant, titleRef }: FirstLyricsWorkspaceProps) {
  const compact = variant === 'panel';
  const { t, i18n } = useTranslation('lyrics');
  const editorId = useId();
  const hintId = useId();
  const readOnly = !can(project.role, 'lyrics.edit');
  const [title, setTitle] = useState(project.title);
  const titleRefValue = useRef(title);
  const [language, setLanguage] = useState<Language>(uiLanguage(i18n.resolvedLanguage));
  const [missing, setMissing] = useState<MissingLyricsPart | null>(null);
  const { mutateAsync } = useSaveLyrics(project.id);
  // A document of this tab alone until the entry exists: the editor is the live one's (undo
  // included); what it holds goes to the server as HTML in the create.
  const [local] = useState(() => {
    const doc = new Y.Doc();
    return { doc, awareness: new Awareness(doc) };
  });

  const request = (draft: Draft): SaveLyricsInput => ({ lyricsId: null, ...draft, language });

  const send = async (draft: Draft): Promise<boolean> => {
    try {
      const created = await mutateAsync(request(draft));
      // Set before the cache update renders the live editor in this one's place.
      handOffFirstLyrics(created.id, {
        title: titleToSave(titleRefValue.current, compact),
        html: editor.getHTML(),
        editorFocused: editor.isFocused,
      });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return false;
      const detail = error instanceof ApiError ? error.shownMessage : undefined;
      toast.error(t('save.failed'), detail ? { description: detail } : undefined);
      return false;
    }
  };

  const autosave = useAutosave<Draft, Draft>({
    prepare: (draft): PreparedSave<Draft> =>
      missingLyricsPart(draft.title, draft.content)
        ? { kind: 'blocked' }
        : { kind: 'send', payload: draft },
    send,
    delayMs: compact ? STUDIO_LYRICS_AUTOSAVE_MS : LYRICS_AUTOSAVE_MS,
    guardMs: LYRICS_INIT_GUARD_MS,
    autoSave: true,
    initialStatus: 'idle',
    sendOnPageHide: (draft) => saveLyricsOnPageHide(project.id, request(draft)),
    warnOnLeave: false,
  });

  const change = (nextTitle: string, content: string) => {
    if (readOnly) return;
    const draft = { title: titleToSave(nextTitle, compact), content };
    const blank = missingLyricsPart(draft.title, draft.content);
    setMissing(blank);
    if (blank) autosave.hold(draft);
    else autosave.change(draft);
  };

  const editor = useLyricsEditor({
    live: local,
    readOnly,
    editorId,
    hintId,
    compact,
    onChange: (changed) => change(titleRefValue.current, changed.getHTML()),
  });

  const handleTitleChange = (next: string) => {
    titleRefValue.current = next;
    setTitle(next);
    change(next, editor.getHTML());
  };

  return (
    <div className="space-y-4">
      <LyricsTitleBar
        title={title}
        language={language}
        readOnly={readOnly}
        onTitleChange={handleTitleChange}
        onLanguageChange={setLanguage}
        titleRef={titleRef}
        compact={compact}
        status={
          !readOnly && (
            <LyricsSaveStatusLine
              status={autosave.status}
              missing={missing}
              onRetry={() => void autosave.flush()}
            />
          )
        }
      />
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
