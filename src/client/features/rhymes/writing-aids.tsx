import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import { AiSuggestions } from './components/ai-suggestions';
import { RhymePanel } from './components/rhyme-panel';
import { Card } from '../../components/ui/card';

interface WritingAidsProps {
  editor: Editor;
  lang: Language;
  readOnly: boolean;
}

/** The panel beside the lyrics: the rhyme finder, and AI suggestions for those who can write. */
export function WritingAids({ editor, lang, readOnly }: WritingAidsProps) {
  const { t } = useTranslation('rhymes');
  return (
    <Card as="aside" padding="sm" aria-label={t('panelLabel')} className="space-y-6">
      <RhymePanel editor={editor} lang={lang} readOnly={readOnly} />
      {!readOnly && (
        <>
          <hr className="border-zinc-800" />
          <AiSuggestions editor={editor} lang={lang} />
        </>
      )}
    </Card>
  );
}
