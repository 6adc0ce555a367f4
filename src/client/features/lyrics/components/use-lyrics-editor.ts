import { useEditor, type Editor, type EditorOptions } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lyricsEditorExtensions,
  pastePlainText,
  type LyricsEditorLive,
} from './lyrics-editor-extensions';

// Spaces are the writer's (Tab writes four): keep them when HTML is set (first lyrics' handoff).
export const LYRICS_PARSE_OPTIONS = { preserveWhitespace: true } as const;

interface LyricsEditorOptions {
  /** The document to show and edit: the entry's live one, or first lyrics' local one. */
  live: LyricsEditorLive;
  readOnly: boolean;
  editorId: string;
  hintId: string;
  /** Called for every change the writer makes. */
  onChange?: (editor: Editor) => void;
  /** The player's panel: a shorter writing area. */
  compact?: boolean;
}

/**
 * The lyrics' Tiptap editor, built once per document: its options are memoised because
 * useEditor compares them on every render, and its change callback is read through a ref.
 * Whether it may be edited follows `readOnly` (access can end while it is open).
 */
export function useLyricsEditor({
  live,
  readOnly,
  editorId,
  hintId,
  onChange,
  compact = false,
}: LyricsEditorOptions) {
  const { t } = useTranslation('lyrics');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const extensions = useMemo(() => lyricsEditorExtensions(live), [live]);
  const label = t('editor.label');
  const editorProps = useMemo<EditorOptions['editorProps']>(
    () => ({
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': hintId,
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: `${compact ? 'min-h-40' : 'min-h-80'} px-4 py-3 text-base leading-7 text-zinc-100 focus:outline-none [&_p]:min-h-7`,
      },
      handlePaste: (view, event) => pastePlainText(view, event),
    }),
    [compact, editorId, hintId, label, readOnly],
  );

  // Built once: the component that holds it is keyed by the document.
  const editor = useEditor({
    extensions,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    parseOptions: LYRICS_PARSE_OPTIONS,
    editorProps,
    onUpdate: ({ editor: updated }) => onChangeRef.current?.(updated),
  });

  useEffect(() => {
    if (editor.isEditable !== !readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return editor;
}
