import { Pencil } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_TITLE_MAX, type AudioFile } from '../../../../shared/schemas/audio';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';

interface SongTitleCellProps {
  song: AudioFile;
  editing: boolean;
  canEdit: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Called only with a changed, non-empty title. */
  onRename: (song: AudioFile, title: string) => void;
  /** Shown under the title (pinned badge, project, versions). */
  children?: ReactNode;
}

/** The song's title; click (or "Edit Title") to rename: Enter saves, Escape cancels. */
export function SongTitleCell({
  song,
  editing,
  canEdit,
  onEditingChange,
  onRename,
  children,
}: SongTitleCellProps) {
  const { t } = useTranslation('audio');
  if (editing && canEdit) {
    return (
      <TitleInput
        song={song}
        label={t('row.titleInput', { title: song.title })}
        onDone={(title) => {
          onEditingChange(false);
          const trimmed = title?.trim();
          // An empty or unchanged title is ignored and the edit cancelled (part 2 §5).
          if (trimmed && trimmed !== song.title) onRename(song, trimmed);
        }}
      />
    );
  }
  return (
    <div className="min-w-0">
      {canEdit ? (
        <Button
          variant="text-strong"
          size="title-sm"
          className="group"
          onClick={() => onEditingChange(true)}
          aria-label={t('row.rename', { title: song.title })}
        >
          <span className="truncate">{song.title}</span>
          <Pencil
            className="h-3 w-3 shrink-0 text-zinc-500 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
            aria-hidden
          />
        </Button>
      ) : (
        <p className="truncate text-sm font-medium text-zinc-100">{song.title}</p>
      )}
      {children}
    </div>
  );
}

function TitleInput({
  song,
  label,
  onDone,
}: {
  song: AudioFile;
  label: string;
  onDone: (title: string | null) => void;
}) {
  const [value, setValue] = useState(song.title);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onDone(value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDone(null);
    }
  };
  return (
    <Input
      tone="rename"
      // The edit was asked for by a click or the menu: the field takes the focus at once.
      autoFocus
      aria-label={label}
      value={value}
      maxLength={AUDIO_TITLE_MAX}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={handleKeyDown}
      onBlur={() => onDone(null)}
      onFocus={(e) => e.currentTarget.select()}
    />
  );
}
