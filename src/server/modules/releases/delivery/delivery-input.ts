import type { Release, ReleaseChecklist } from '../../../../shared/schemas/releases.js';
import type { SplitType } from '../../../../shared/schemas/split-types.js';
import type { ChecklistTexts } from './checklist-wording.js';

/*
 * What a delivery pack is built from: plain values the releases module reads in a few queries
 * (the release, its tracks in order with their masters, credits, splits and lyrics, and the
 * checklist). Nothing here touches the database, so the pack's files are pure functions of this
 * input plus the masters' bytes from storage.
 */

/** A stored file the pack copies: its storage key and what it is. */
export interface StoredFile {
  storageKey: string;
  /** e.g. 'image/jpeg', 'audio/wav'. */
  mime: string;
}

/** A credit as the song's Credits tab holds it; `role` is the stored text ("producer, mixer"). */
export interface DeliveryCredit {
  name: string;
  role: string;
}

/** One person's share of one split type, in percent (0–100, two decimals). */
export interface DeliverySplitEntry {
  name: string;
  sharePercent: number;
  /** Whether they confirmed it (split agreements); undefined while agreements do not exist. */
  confirmed?: boolean;
}

export interface DeliverySplit {
  type: SplitType;
  entries: DeliverySplitEntry[];
}

/** A track's lyrics: the text, none yet (null), or marked instrumental. */
export type DeliveryLyrics = { text: string } | { instrumental: true } | null;

export interface DeliveryTrack {
  /** 1-based, in tracklist order. */
  position: number;
  title: string;
  /** The 12 characters without dashes (`deliveredIsrc`), as the ERN and the CSV carry it. */
  isrc: string | null;
  explicit: boolean;
  durationSeconds: number;
  master: StoredFile & {
    /** The name it was uploaded with, for its extension when the key has none. */
    originalName: string;
    /** 'wav', 'flac', … as the bytes said at upload; null when unknown. */
    container: string | null;
  };
  credits: DeliveryCredit[];
  splits: DeliverySplit[];
  lyrics: DeliveryLyrics;
}

/** The release's own fields as the API answers them, with the file its artwork is stored in. */
export type DeliveryRelease = Pick<
  Release,
  | 'id'
  | 'type'
  | 'title'
  | 'label'
  | 'releaseDate'
  | 'originalReleaseDate'
  | 'genre'
  | 'pLine'
  | 'cLine'
  | 'upc'
  | 'explicit'
  // DDEX party ids; blank means the documented placeholder (decision 031).
  | 'senderPartyId'
  | 'recipientPartyId'
> & {
  /** The display artist (the profile's name when the release names none). */
  artistName: string;
  artwork: StoredFile | null;
};

export interface DeliveryInput {
  release: DeliveryRelease;
  tracks: DeliveryTrack[];
  checklist: ReleaseChecklist;
  /** CHECKLIST.txt's wording, in the owner's language; English without it. */
  checklistTexts?: ChecklistTexts;
  /** When the pack is made (the ERN's MessageCreatedDateTime); now by default. */
  createdAt?: Date;
}
