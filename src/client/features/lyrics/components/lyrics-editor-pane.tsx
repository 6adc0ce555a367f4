import { EditorContent, type Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { SyllableGutter, WritingAids } from '../../rhymes';
import { LyricsToolbar } from './lyrics-toolbar';
import { Card } from '../../../components/ui/card';

interface LyricsEditorPaneProps {
  editor: Editor;
  editorId: string;
  hintId: string;
  lang: Language;
  readOnly: boolean;
  /** The player's panel: the compact toolbar, and no gutter (the panel is narrow). */
  compact?: boolean;
}

/** The toolbar over the editor, with the syllable gutter beside its lines. */
export function LyricsEditorPane({
  editor,
  editorId,
  hintId,
  lang,
  readOnly,
  compact = false,
}: LyricsEditorPaneProps) {
  const { t } = useTranslation('lyrics');
  const [lineBox, setLineBox] = useState<HTMLDivElement | null>(null);
  return (
    <Card padding="none" className="min-w-0">
      {!readOnly && <LyricsToolbar editor={editor} editorId={editorId} compact={compact} />}
      <div ref={setLineBox} className="relative flex">
        {!compact && <SyllableGutter editor={editor} lang={lang} container={lineBox} />}
        <EditorContent editor={editor} className="min-w-0 flex-1" />
      </div>
      <p id={hintId} className="sr-only">
        {readOnly ? t('editor.readOnlyHint') : t('editor.keyboardHint')}
      </p>
    </Card>
  );
}

/** The pane and, beside it on wide pages, the rhyme finder and writing aids. */
export function LyricsEditorWithAids(props: LyricsEditorPaneProps) {
  const { compact = false, editor, lang, readOnly } = props;
  return (
    <div className={compact ? '' : 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]'}>
      <LyricsEditorPane {...props} />
      {!compact && <WritingAids editor={editor} lang={lang} readOnly={readOnly} />}
    </div>
  );
}
