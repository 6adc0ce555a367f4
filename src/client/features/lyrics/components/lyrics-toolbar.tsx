import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, Redo2, Strikethrough, Undo2, X, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { LYRICS_COLOURS, type LyricsColourName } from '../../../../shared/schemas/lyrics';
import { insertSectionLine, LYRICS_SECTIONS } from './lyrics-sections';

const COLOUR_NAMES = Object.keys(LYRICS_COLOURS) as LyricsColourName[];

interface LyricsToolbarProps {
  editor: Editor;
  editorId: string;
  /** The player's panel: Verse / Chorus / Bridge buttons first, smaller colour swatches. */
  compact?: boolean;
}

// Buttons keep the editor's selection: a mouse press must not move focus out of it.
const keepSelection = (event: MouseEvent) => event.preventDefault();

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-zinc-300 hover:bg-zinc-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 aria-pressed:bg-brand-600/30 aria-pressed:text-white';

/**
 * Bold, italic, strikethrough, Undo and Redo (of this writer's own changes only, decision 026),
 * the seven colours and "remove colour"; compact (the panel) adds the section buttons. Every
 * editor of the lyrics has this one toolbar.
 */
export function LyricsToolbar({ editor, editorId, compact = false }: LyricsToolbarProps) {
  const { t } = useTranslation('lyrics');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      colour: (e.getAttributes('textStyle').color as string | undefined) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  /** Formatting applies to selected words only (spec part 2 §4 "Select Text First"). */
  const withSelection = (apply: () => void) => () => {
    if (editor.state.selection.empty) {
      toast(t('toolbar.selectFirst'), { description: t('toolbar.selectFirstBody') });
      return;
    }
    apply();
  };

  const marks: { key: 'bold' | 'italic' | 'strike'; icon: LucideIcon; run: () => void }[] = [
    { key: 'bold', icon: Bold, run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', icon: Italic, run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'strike', icon: Strikethrough, run: () => editor.chain().focus().toggleStrike().run() },
  ];

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      aria-controls={editorId}
      className="flex flex-wrap items-center gap-1 border-b border-zinc-800 px-2 py-1.5"
    >
      {compact && (
        <>
          {LYRICS_SECTIONS.map((section) => {
            const label = t(`sections.${section}`);
            return (
              // raw-element: the lyrics editor's own control, keeping the text selection on mouse down
              <button
                key={section}
                type="button"
                className={`${BUTTON} text-xs font-medium`}
                title={t('toolbar.insertSection', { section: label })}
                onMouseDown={keepSelection}
                onClick={() => insertSectionLine(editor, label)}
              >
                {label}
              </button>
            );
          })}
          <Divider />
        </>
      )}
      {marks.map(({ key, icon: Icon, run }) => (
        // raw-element: the lyrics editor's own control, keeping the text selection on mouse down
        <button
          key={key}
          type="button"
          className={BUTTON}
          aria-label={t(`toolbar.${key}`)}
          aria-pressed={active[key]}
          title={t(`toolbar.${key}`)}
          onMouseDown={keepSelection}
          onClick={withSelection(run)}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </button>
      ))}
      <Divider />
      {(['undo', 'redo'] as const).map((step) => {
        const Icon = step === 'undo' ? Undo2 : Redo2;
        const possible = step === 'undo' ? active.canUndo : active.canRedo;
        return (
          // raw-element: the lyrics editor's own control, keeping the text selection on mouse down
          <button
            key={step}
            type="button"
            className={`${BUTTON} aria-disabled:opacity-40`}
            aria-label={t(`toolbar.${step}`)}
            aria-disabled={!possible}
            title={t(`toolbar.${step}`)}
            onMouseDown={keepSelection}
            onClick={() => {
              if (possible) editor.chain().focus()[step]().run();
            }}
          >
            <Icon className="h-4 w-4" aria-hidden />
          </button>
        );
      })}
      <Divider />
      <div role="group" aria-label={t('toolbar.colours')} className="flex items-center gap-1">
        {COLOUR_NAMES.map((name) => {
          const value = LYRICS_COLOURS[name];
          return (
            // raw-element: the lyrics editor's own control, keeping the text selection on mouse down
            <button
              key={name}
              type="button"
              className={`flex h-9 ${compact ? 'w-6' : 'w-7'} items-center justify-center rounded-md hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400`}
              aria-label={t('toolbar.colour', { colour: t(`colours.${name}`) })}
              aria-pressed={active.colour === value}
              title={t(`colours.${name}`)}
              onMouseDown={keepSelection}
              onClick={withSelection(() => editor.chain().focus().setColor(value).run())}
            >
              <span
                aria-hidden
                className={`h-5 w-5 rounded-full ${active.colour === value ? 'ring-2 ring-white ring-offset-2 ring-offset-zinc-900' : ''}`}
                style={{ backgroundColor: value }}
              />
            </button>
          );
        })}
        {/* raw-element: the lyrics editor's own control, keeping the text selection on mouse down */}
        <button
          type="button"
          className={BUTTON}
          aria-label={t('toolbar.removeColour')}
          title={t('toolbar.removeColour')}
          onMouseDown={keepSelection}
          onClick={withSelection(() => editor.chain().focus().unsetColor().run())}
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}

function Divider() {
  return <span aria-hidden className="mx-1 h-6 w-px bg-zinc-800" />;
}
