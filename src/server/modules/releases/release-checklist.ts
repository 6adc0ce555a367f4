import {
  LOUDNESS_TOLERANCE_LU,
  type ChecklistLine,
  type ReleaseChecklist,
} from '../../../shared/schemas/releases.js';
import { SPLIT_TYPES } from '../../../shared/schemas/split-types.js';
import { isLossless } from '../../audio/format-facts.js';
import type { ProjectFacts } from './release-checklist.repository.js';
import type { ReleaseRow, ReleaseTrackRow } from './releases.repository.js';

/** Masters distributors take: lossless (WAV, FLAC or AIFF), 44.1 kHz or more, 16 or 24 bit. */
const MIN_SAMPLE_RATE = 44_100;
const BIT_DEPTHS = new Set([16, 24]);
const FULL_SHARE = 10_000;

/** A master distributors take: lossless as the upload's reading says (isLossless), and more. */
export const isLosslessMaster = (track: {
  container: string | null;
  sampleRate: number | null;
  bitDepth: number | null;
}) =>
  track.container !== null &&
  isLossless(track.container, track.bitDepth) &&
  (track.sampleRate ?? 0) >= MIN_SAMPLE_RATE &&
  BIT_DEPTHS.has(track.bitDepth ?? 0);

const releasePath = (releaseId: string) => `/releases/${releaseId}`;
const projectPath = (projectId: string, tab: string) => `/projects/${projectId}?tab=${tab}`;

const line = (
  code: ChecklistLine['code'],
  ok: boolean,
  fix: string,
  params?: ChecklistLine['params'],
): ChecklistLine => (params ? { code, ok, fix, params } : { code, ok, fix });

/** The lines of one track: a library song asks first to become a song of its own. */
function trackLines(
  release: ReleaseRow,
  track: ReleaseTrackRow,
  facts: ProjectFacts | undefined,
): ChecklistLine[] {
  const audioTab = projectPath(track.projectId, 'audio');
  const lines: ChecklistLine[] = [
    line('makeSong', !track.inLibrary, audioTab, { audioId: track.audioId }),
    line('master', track.size > 0 && track.analysisState !== 'undecodable', audioTab),
    line('lossless', isLosslessMaster(track), audioTab, {
      container: track.container ?? '',
      sampleRate: track.sampleRate ?? 0,
      bitDepth: track.bitDepth ?? 0,
    }),
    line('isrc', track.isrc !== null, releasePath(release.id)),
  ];
  // The library's credits, splits and lyrics are not the song's: nothing to judge until it is one.
  if (!track.inLibrary && facts) {
    lines.push(
      line(
        'credits',
        facts.hasWriter && facts.hasPerformer,
        projectPath(track.projectId, 'credits'),
      ),
    );
    const shortType = SPLIT_TYPES.find((type) => facts.splitTotals.get(type) !== FULL_SHARE);
    lines.push(
      line(
        'splits',
        shortType === undefined,
        projectPath(track.projectId, 'splits'),
        shortType
          ? { splitType: shortType, percent: (facts.splitTotals.get(shortType) ?? 0) / 100 }
          : undefined,
      ),
    );
    const unconfirmed = facts.unconfirmedTypes[0];
    lines.push(
      line(
        'splitsConfirmed',
        unconfirmed === undefined,
        projectPath(track.projectId, 'splits'),
        unconfirmed ? { splitType: unconfirmed } : undefined,
      ),
    );
    lines.push(
      line('lyrics', facts.hasLyrics || facts.instrumental, projectPath(track.projectId, 'lyrics')),
    );
  }
  if (release.loudnessTarget !== null && track.integratedLufs !== null) {
    const off = Math.abs(track.integratedLufs - release.loudnessTarget);
    lines.push(
      line('loudness', off <= LOUDNESS_TOLERANCE_LU, audioTab, {
        lufs: Math.round(track.integratedLufs * 10) / 10,
        target: release.loudnessTarget,
      }),
    );
  }
  return lines;
}

/** The release's readiness: its own lines, then each track's; ready when every line passes. */
export function releaseChecklist(
  release: ReleaseRow,
  tracks: readonly ReleaseTrackRow[],
  facts: ReadonlyMap<string, ProjectFacts>,
): ReleaseChecklist {
  const editor = releasePath(release.id);
  const releaseLines = [
    line('tracks', tracks.length > 0, editor),
    line('artwork', release.artworkKey !== null, editor),
    line('upc', release.upc !== null, editor),
    line('releaseDate', release.releaseDate !== null, editor),
  ];
  const trackChecks = tracks.map((track, index) => ({
    position: index + 1,
    audioId: track.audioId,
    title: track.title,
    lines: trackLines(release, track, facts.get(track.projectId)),
  }));
  const ready =
    releaseLines.every((l) => l.ok) && trackChecks.every((t) => t.lines.every((l) => l.ok));
  return { ready, release: releaseLines, tracks: trackChecks };
}

/** The failing lines, as a 409 names them. */
export function failingLines(checklist: ReleaseChecklist) {
  return {
    release: checklist.release.filter((l) => !l.ok),
    tracks: checklist.tracks
      .map((track) => ({ ...track, lines: track.lines.filter((l) => !l.ok) }))
      .filter((track) => track.lines.length > 0),
  };
}
