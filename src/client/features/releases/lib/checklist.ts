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

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a failing line found wrong, from its params, in the reader's language: the master's
 * format, the split type short of 100 % and its total, the type not yet confirmed, the loudness
 * measured against the target. Null for a line that passes or whose params say nothing more.
 */
export function lineFinding(line: ChecklistLine, t: Translate, language: string): string | null {
  const { params } = line;
  if (line.ok || !params) return null;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const num = (value: string | number | undefined) =>
    typeof value === 'number' ? number.format(value) : String(value ?? '');
  const splitType = () => t(`checklist.splitTypes.${String(params.splitType)}`);
  switch (line.code) {
    case 'lossless': {
      if (!params.container) return t('checklist.found.formatUnknown');
      const parts = [String(params.container).toUpperCase()];
      if (params.sampleRate) {
        parts.push(t('tracks.kHz', { value: num(Number(params.sampleRate) / 1000) }));
      }
      if (params.bitDepth) parts.push(t('tracks.bits', { value: num(params.bitDepth) }));
      return t('checklist.found.format', { format: parts.join(' · ') });
    }
    case 'splits':
      return t('checklist.found.splits', { type: splitType(), percent: num(params.percent) });
    case 'splitsConfirmed':
      return t('checklist.found.splitsConfirmed', { type: splitType() });
    case 'loudness':
      return t('checklist.found.loudness', {
        lufs: num(params.lufs),
        target: num(params.target),
      });
    default:
      return null;
  }
}

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
