/**
 * One CSS grid for the header and every row so the columns line up. Below `lg` a row stacks:
 * play + title + menu, then date · duration · size · tempo · key · artist, then the notes.
 * `--lead` is the width of the first column (wider when rows carry a drag handle).
 */
export const songGridClass =
  'grid items-center gap-x-3 gap-y-1 ' +
  "grid-cols-[var(--lead)_auto_auto_auto_auto_auto_minmax(0,1fr)_2.25rem] [grid-template-areas:'lead_title_title_title_title_title_title_menu'_'._date_duration_size_tempo_key_artist_.'_'._notes_notes_notes_notes_notes_notes_.'] " +
  'lg:grid-cols-[var(--lead)_minmax(0,2fr)_5.5rem_minmax(0,1fr)_4.5rem_3.5rem_4.5rem_6rem_minmax(0,1.5fr)_2.25rem] ' +
  "lg:[grid-template-areas:'lead_title_date_artist_size_duration_tempo_key_notes_menu']";

/** The lead column holds the play button, and the drag handle and the checkbox when shown. */
export const leadWidthClass = (sortable: boolean, selectable = false) => {
  if (sortable && selectable) return '[--lead:5.75rem]';
  return sortable || selectable ? '[--lead:4.25rem]' : '[--lead:2.5rem]';
};

/** Grid areas of the cells, by column. */
export const cellArea = {
  lead: '[grid-area:lead]',
  title: '[grid-area:title] min-w-0',
  date: '[grid-area:date] text-xs text-zinc-400 tabular-nums lg:text-sm',
  artist: '[grid-area:artist] min-w-0 truncate text-xs text-zinc-400 lg:text-sm',
  size: '[grid-area:size] text-xs text-zinc-400 tabular-nums lg:text-right lg:text-sm',
  duration: '[grid-area:duration] text-xs text-zinc-400 tabular-nums lg:text-right lg:text-sm',
  /** The measured tempo and key (issue 27 item 5). */
  tempo: '[grid-area:tempo] text-xs text-zinc-400 tabular-nums lg:text-right lg:text-sm',
  key: '[grid-area:key] min-w-0 truncate text-xs text-zinc-400 lg:text-sm',
  notes: '[grid-area:notes] min-w-0',
  menu: '[grid-area:menu] justify-self-end',
} as const;

/** Estimated row heights before measuring (stacked rows are taller). */
export const ROW_ESTIMATE_PX = 92;
export const WIDE_ROW_ESTIMATE_PX = 60;
