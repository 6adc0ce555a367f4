import {
  CHECKLIST_LINES,
  type ChecklistLine,
  type ChecklistLineCode,
  type ReleaseChecklist,
} from '../../../../shared/schemas/releases';

/** The key of a line's text in the releases namespace (its params fill the text). */
export const lineTextKey = (code: ChecklistLineCode) => `checklist.lines.${code}` as const;

/**
 * Where on the editor a line that the editor fixes points: its section or field (the server's
 * `fix` names the editor's page; the part of it is the client's to know).
 */
const EDITOR_ANCHORS: Partial<Record<ChecklistLineCode, string>> = {
  tracks: 'tracks',
  artwork: 'artwork',
  upc: 'release-upc',
  releaseDate: 'release-releaseDate',
  isrc: 'tracks',
};

/**
 * The link of a line shown on `pathname`: an anchor (`#…`) when it is fixed on this page (the
 * browser scrolls to it), else the app path to follow.
 */
export function fixLink(
  line: ChecklistLine,
  pathname: string,
): { anchor: string } | { to: string } {
  const [path = '', hash] = line.fix.split('#');
  if (path !== '' && path !== pathname) return { to: line.fix };
  return { anchor: `#${hash ?? EDITOR_ANCHORS[line.code] ?? 'checklist'}` };
}

/** A line's params as i18next values (numbers as they are, text as text). */
export const lineParams = (line: ChecklistLine) => ({ ...line.params });

/** How many lines fail, release-wide and on every track. */
export function failingCount(checklist: ReleaseChecklist): number {
  const failing = (lines: readonly ChecklistLine[]) => lines.filter((line) => !line.ok).length;
  return (
    failing(checklist.release) +
    checklist.tracks.reduce((total, track) => total + failing(track.lines), 0)
  );
}

/** The checklist with only its failing lines (tracks with none left out). */
export function failingOnly(checklist: ReleaseChecklist): ReleaseChecklist {
  return {
    ready: checklist.ready,
    release: checklist.release.filter((line) => !line.ok),
    tracks: checklist.tracks
      .map((track) => ({ ...track, lines: track.lines.filter((line) => !line.ok) }))
      .filter((track) => track.lines.length > 0),
  };
}

const isCode = (value: unknown): value is ChecklistLineCode =>
  typeof value === 'string' && (CHECKLIST_LINES as readonly string[]).includes(value);

const isLine = (value: unknown): value is ChecklistLine =>
  value !== null &&
  typeof value === 'object' &&
  isCode((value as { code?: unknown }).code) &&
  typeof (value as { fix?: unknown }).fix === 'string';

const isChecklist = (value: unknown): value is ReleaseChecklist =>
  value !== null &&
  typeof value === 'object' &&
  Array.isArray((value as { release?: unknown }).release) &&
  Array.isArray((value as { tracks?: unknown }).tracks);

/**
 * The failing lines a 409 on "Mark ready" names, from its `details`: the checklist's failing
 * release and track lines (`details.lines`, or a whole `details.checklist`), or a plain list of
 * lines. Null when the answer names none the client knows: the release's checklist says then.
 */
export function refusedChecklist(
  details: Record<string, unknown> | undefined,
): ReleaseChecklist | null {
  if (!details) return null;
  const candidate = details.lines ?? details.checklist ?? details;
  if (isChecklist(candidate)) return failingOnly({ ...candidate, ready: false });
  if (Array.isArray(details.lines)) {
    const lines = details.lines.filter(isLine).map((line) => ({ ...line, ok: false }));
    if (lines.length > 0) return { ready: false, release: lines, tracks: [] };
  }
  return null;
}
