import { useEditor, type Editor, type EditorOptions } from '@tiptap/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lyricsEditorExtensions,
  pastePlainText,
  type LyricsEditorKeyHandlers,
} from './lyrics-editor-extensions';

// Spaces are the writer's (Tab writes four): keep them when lyrics load or are restored.
export const LYRICS_PARSE_OPTIONS = { preserveWhitespace: true } as const;

interface LyricsEditorOptions {
  /** The editor's HTML when it is built (later content comes from typing or the history). */
  content: string;
  readOnly: boolean;
  editorId: string;
  hintId: string;
  /** Called for every change the writer makes (not for content the tab restores itself). */
  onChange: (editor: Editor) => void;
  /** The player's panel: a shorter writing area. */
  compact?: boolean;
}

/**
 * The lyrics' Tiptap editor, built once: its options are memoised because useEditor compares
 * them on every render, and its key handlers and change callback are read through refs.
 */
export function useLyricsEditor({
  content,
  readOnly,
  editorId,
  hintId,
  onChange,
  compact = false,
}: LyricsEditorOptions) {
  const { t } = useTranslation('lyrics');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const keys = useRef<LyricsEditorKeyHandlers>({ undo: () => {}, redo: () => {} }).current;
  const silentRef = useRef(false);

  const extensions = useMemo(() => lyricsEditorExtensions(keys), [keys]);
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

  const editor = useEditor({
    extensions,
    content,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    parseOptions: LYRICS_PARSE_OPTIONS,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      if (!silentRef.current) onChangeRef.current(updated);
    },
  });

  /** Shows restored content without it counting as the writer's change. */
  const replaceContent = (html: string) => {
    silentRef.current = true;
    editor.commands.setContent(html, { emitUpdate: false, parseOptions: LYRICS_PARSE_OPTIONS });
    silentRef.current = false;
  };

  return { editor, keys, replaceContent };
}
