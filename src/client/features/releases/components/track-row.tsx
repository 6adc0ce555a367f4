import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReleaseTrack } from '../../../../shared/schemas/releases';
import { Badge } from '../../../components/ui/card';
import { IconButton } from '../../../components/ui/icon-button';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { ISRC_INPUT_MAX, parseIsrc } from '../lib/tracklist';
import { formatFacts } from '../lib/format-facts';

interface TrackRowProps {
  track: ReleaseTrack;
  index: number;
  count: number;
  /** A save runs (the list is read as busy; the controls stay where the focus is). */
  busy: boolean;
  /** This row was just moved by its button: that button keeps the focus in the row's new place. */
  movedStep: -1 | 1 | null;
  onMove: (audioId: string, step: -1 | 1) => void;
  onRemove: (track: ReleaseTrack) => void;
  onExplicit: (audioId: string, explicit: boolean) => void;
  /** A valid code or null (cleared), saved when the field is left. */
  onIsrc: (audioId: string, isrc: string | null) => void;
}

/**
 * One track: drag handle, number, title and project, its master's format, ISRC, explicit
 * switch, Move up / Move down (the keyboard's way besides the handle) and Remove.
 */
export function TrackRow({
  track,
  index,
  count,
  busy,
  movedStep,
  onMove,
  onRemove,
  onExplicit,
  onIsrc,
}: TrackRowProps) {
  const { t } = useTranslation('releases');
  const ids = useId();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: track.audioId });
  const [isrc, setIsrc] = useState(track.isrc ?? '');
  const [isrcError, setIsrcError] = useState<string | null>(null);
  // A saved change of the code (or its clearing) shows in the field.
  const [savedIsrc, setSavedIsrc] = useState(track.isrc);
  if (savedIsrc !== track.isrc) {
    setSavedIsrc(track.isrc);
    setIsrc(track.isrc ?? '');
  }
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  const atTop = index === 0;
  const atBottom = index === count - 1;
  useEffect(() => {
    if (movedStep === null) return;
    // At an end the pressed button is disabled: the other one takes the focus.
    const pressed = movedStep === -1 ? upButton : downButton;
    const other = movedStep === -1 ? downButton : upButton;
    (pressed.current?.disabled ? other : pressed).current?.focus();
  }, [movedStep, index]);

  const handleIsrcBlur = () => {
    const parsed = parseIsrc(isrc);
    if (!parsed.ok) {
      setIsrcError(t('tracks.isrcInvalid'));
      return;
    }
    setIsrcError(null);
    if (parsed.isrc !== null) setIsrc(parsed.isrc);
    if (parsed.isrc !== track.isrc) onIsrc(track.audioId, parsed.isrc);
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) ?? undefined, transition }}
      aria-busy={busy || undefined}
      className={`rounded-xl border border-zinc-800 p-3 ${
        isDragging
          ? 'relative z-10 bg-zinc-900 shadow-xl ring-1 ring-brand-500/50'
          : 'bg-zinc-950/40'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <IconButton
          look="drag"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          label={t('tracks.reorder', { title: track.title })}
        >
          <GripVertical className="h-4 w-4" aria-hidden />
        </IconButton>
        <span className="w-6 text-right text-sm tabular-nums text-zinc-400">{index + 1}</span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-zinc-100">{track.title}</p>
          <p className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
            <span className="truncate">{track.projectName}</span>
            {track.inLibrary && <Badge>{t('tracks.inLibrary')}</Badge>}
            <span>{formatFacts(track, t)}</span>
          </p>
        </div>
        <IconButton
          look="list"
          label={t('tracks.moveUp', { title: track.title })}
          ref={upButton}
          disabled={atTop}
          onClick={() => onMove(track.audioId, -1)}
        >
          <ArrowUp className="h-4 w-4" aria-hidden />
        </IconButton>
        <IconButton
          look="list"
          label={t('tracks.moveDown', { title: track.title })}
          ref={downButton}
          disabled={atBottom}
          onClick={() => onMove(track.audioId, 1)}
        >
          <ArrowDown className="h-4 w-4" aria-hidden />
        </IconButton>
        <IconButton
          look="list"
          className="hover:text-red-300"
          label={t('tracks.remove', { title: track.title })}
          onClick={() => onRemove(track)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </IconButton>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-start sm:pl-16">
        <TextField
          label={t('tracks.isrc', { title: track.title })}
          hint={t('tracks.isrcHint')}
          value={isrc}
          maxLength={ISRC_INPUT_MAX}
          onChange={(event) => {
            setIsrc(event.target.value);
            setIsrcError(null);
          }}
          onBlur={handleIsrcBlur}
          error={isrcError ?? undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="flex items-center gap-3 sm:pt-7">
          <Switch
            id={`${ids}-explicit`}
            checked={track.explicit}
            labelledBy={`${ids}-explicit-label`}
            onChange={(explicit) => onExplicit(track.audioId, explicit)}
          />
          <span id={`${ids}-explicit-label`} className="text-sm text-zinc-300">
            {t('tracks.explicit', { title: track.title })}
          </span>
        </div>
      </div>
    </li>
  );
}
