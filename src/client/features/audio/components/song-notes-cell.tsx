import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { Input } from '../../../components/ui/input';

interface SongNotesCellProps {
  song: AudioFile;
  canEdit: boolean;
  /** Saves changed notes; rejects when the server refused (the field then shows the old notes). */
  onSave: (song: AudioFile, notes: string) => Promise<void>;
}

/** Inline notes: saved on blur or Enter, Escape restores what was there. */
export function SongNotesCell({ song, canEdit, onSave }: SongNotesCellProps) {
  const { t } = useTranslation('audio');
  // draft: what is being typed; saving: what was sent, shown until the list refetches.
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const cancelled = useRef(false);

  if (!canEdit) {
    return (
      <p className="truncate text-xs text-zinc-400 lg:text-sm" title={song.notes}>
        {song.notes}
      </p>
    );
  }

  const commit = () => {
    const notes = draft;
    setDraft(null);
    if (cancelled.current || notes === null || notes === song.notes) {
      cancelled.current = false;
      return;
    }
    setSaving(notes);
    onSave(song, notes)
      .catch(() => undefined)
      .finally(() => setSaving(null));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      event.currentTarget.blur();
    }
  };

  return (
    <Input
      type="text"
      tone="cell"
      fullWidth={false}
      aria-label={t('row.notesInput', { title: song.title })}
      placeholder={t('row.notesPlaceholder')}
      value={draft ?? saving ?? song.notes}
      maxLength={5000}
      onFocus={() => setDraft(saving ?? song.notes)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={handleKeyDown}
      className="-ml-2 w-[calc(100%+0.5rem)] lg:ml-0 lg:w-full"
    />
  );
}
