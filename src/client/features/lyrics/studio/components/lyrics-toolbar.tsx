import { Bold, Italic, Undo2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LYRICS_SECTIONS, type Emphasis, type LyricsSection } from '../lib/lyrics-markup';

interface LyricsToolbarProps {
  onSection: (section: LyricsSection) => void;
  onEmphasis: (kind: Emphasis) => void;
  onUndo: () => void;
}

const buttonClass =
  'inline-flex h-8 shrink-0 items-center justify-center gap-1 rounded-md border border-zinc-700 px-2.5 text-xs font-medium text-zinc-200 transition-colors hover:bg-zinc-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

function IconButton({
  icon: Icon,
  label,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`${buttonClass} w-8 px-0`}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
}

/** Section markers, emphasis markers and undo for the plain-text lyrics editor. */
export function LyricsToolbar({ onSection, onEmphasis, onUndo }: LyricsToolbarProps) {
  const { t } = useTranslation('studio-lyrics');
  return (
    <div role="group" aria-label={t('tools.label')} className="flex flex-wrap items-center gap-1.5">
      {LYRICS_SECTIONS.map((section) => {
        const label = t(`sections.${section}`);
        return (
          <button
            key={section}
            type="button"
            onClick={() => onSection(section)}
            title={t('tools.insertSection', { section: label })}
            className={buttonClass}
          >
            {label}
          </button>
        );
      })}
      <span className="mx-1 h-5 w-px bg-zinc-700" aria-hidden />
      <IconButton icon={Bold} label={t('tools.bold')} onClick={() => onEmphasis('bold')} />
      <IconButton icon={Italic} label={t('tools.italic')} onClick={() => onEmphasis('italic')} />
      <IconButton icon={Undo2} label={t('tools.undo')} onClick={onUndo} />
    </div>
  );
}
