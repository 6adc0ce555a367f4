import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { LYRICS_TITLE_MAX } from '../../../../shared/schemas/lyrics';
import { Select } from '../../../components/ui/select';
import { Input } from '../../../components/ui/input';

interface LyricsTitleBarProps {
  title: string;
  language: Language;
  readOnly: boolean;
  onTitleChange: (title: string) => void;
  /** The title field lost focus (the panel names a blank title "Untitled Song" then). */
  onTitleBlur?: () => void;
  onLanguageChange: (language: Language) => void;
  /** Where the words stand (live status), History, the lyric sheet. */
  status: ReactNode;
  /** Who else is on the lyrics now, beside the title. */
  presence?: ReactNode;
  /** The title field, so the player's panel can move focus into it when it opens. */
  titleRef?: Ref<HTMLInputElement>;
  /** The player's panel: no language choice (the project tab has it). */
  compact?: boolean;
}

/** The lyrics' title, the language they are written in (rhymes and syllables follow it), who is here, the status. */
export function LyricsTitleBar({
  title,
  language,
  readOnly,
  onTitleChange,
  onTitleBlur,
  onLanguageChange,
  status,
  presence,
  titleRef,
  compact = false,
}: LyricsTitleBarProps) {
  const { t } = useTranslation('lyrics');
  const titleId = useId();
  const languageId = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <div className="min-w-56 flex-1">
        <label htmlFor={titleId} className="mb-1 block text-xs font-medium text-zinc-300">
          {t('title.label')}
        </label>
        <Input
          tone="editor"
          ref={titleRef}
          id={titleId}
          value={title}
          readOnly={readOnly}
          maxLength={LYRICS_TITLE_MAX}
          onChange={(e) => onTitleChange(e.target.value)}
          onBlur={onTitleBlur}
          placeholder={t('title.placeholder')}
          className="text-base font-semibold"
        />
      </div>
      {!compact && (
        <div>
          <label htmlFor={languageId} className="mb-1 block text-xs font-medium text-zinc-300">
            {t('language.label')}
          </label>
          <Select
            id={languageId}
            value={language}
            disabled={readOnly}
            onChange={(e) => onLanguageChange(e.target.value as Language)}
            className="h-10"
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`common:languages.${code}`)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {presence}
      {status}
    </div>
  );
}
