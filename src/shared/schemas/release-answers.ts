/*
 * What the releases API answers (issue 28): the master's format facts, a release's tracks and
 * readiness checklist, the list and detail shapes, and the public page's. The inputs, limits
 * and refusals are in releases.ts, which re-exports these.
 */

export const RELEASE_TYPES = ['single', 'ep', 'album'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

/** draft → ready (only when the checklist passes) → delivered; back to draft to edit. */
export const RELEASE_STATUSES = ['draft', 'ready', 'delivered'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** The technical facts of a master, read from its bytes at upload. */
export interface AudioFormat {
  /** 'wav', 'flac', 'mp3', 'ogg', 'm4a', … as the bytes say. */
  container: string;
  lossless: boolean;
  sampleRate: number | null;
  bitDepth: number | null;
  channels: number | null;
}

export interface ReleaseArtwork {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export interface ReleaseTrack {
  position: number;
  audioId: string;
  songId: string;
  title: string;
  projectId: string;
  projectName: string;
  /** The song still lives in the library: "Make it a song" comes first. */
  inLibrary: boolean;
  isrc: string | null;
  explicit: boolean;
  duration: number;
  format: AudioFormat | null;
  /** Integrated loudness (LUFS) when measured (decision 030). */
  loudness: number | null;
}

/** Every line the checklist can hold, release-wide or per track. */
export const CHECKLIST_LINES = [
  'tracks',
  'artwork',
  'upc',
  'releaseDate',
  'makeSong',
  'master',
  'lossless',
  'isrc',
  'credits',
  'splits',
  'splitsConfirmed',
  'lyrics',
  'loudness',
] as const;
export type ChecklistLineCode = (typeof CHECKLIST_LINES)[number];

export interface ChecklistLine {
  code: ChecklistLineCode;
  ok: boolean;
  /** The app path that fixes it (the release editor, the song's project tab, …). */
  fix: string;
  /** Values the line's text names (a sample rate, a split type, a loudness). */
  params?: Record<string, string | number>;
}

export interface ReleaseChecklist {
  ready: boolean;
  release: ChecklistLine[];
  /** Each track's lines, in tracklist order; `position` is its track number (from 1). */
  tracks: { position: number; audioId: string; title: string; lines: ChecklistLine[] }[];
}

/** A release as lists show it (GET /api/releases pages). */
export interface ReleaseSummary {
  id: string;
  type: ReleaseType;
  title: string;
  artistName: string;
  releaseDate: string | null;
  status: ReleaseStatus;
  published: boolean;
  slug: string | null;
  artwork: ReleaseArtwork | null;
  trackCount: number;
  updatedAt: string;
}

/** GET /api/releases/{id}: the release with its tracks and checklist. */
export interface Release extends ReleaseSummary {
  label: string;
  originalReleaseDate: string | null;
  genre: string;
  pLine: string;
  cLine: string;
  upc: string | null;
  explicit: boolean;
  senderPartyId: string;
  recipientPartyId: string;
  loudnessTarget: number | null;
  createdAt: string;
  tracks: ReleaseTrack[];
  checklist: ReleaseChecklist;
}

/** GET /api/r/{slug}: what the public page shows (no ISRC, UPC, splits or party ids). */
export interface PublicRelease {
  slug: string;
  type: ReleaseType;
  title: string;
  artistName: string;
  /** The artist's public page, when it is public. */
  artistHandle: string | null;
  label: string;
  releaseDate: string | null;
  pLine: string;
  cLine: string;
  artwork: ReleaseArtwork | null;
  tracks: {
    position: number;
    audioId: string;
    title: string;
    duration: number;
    explicit: boolean;
    /** Credits as "Name (role)" lines. */
    credits: { name: string; role: string }[];
  }[];
}
