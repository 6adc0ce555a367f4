import {
  RELEASE_ARTWORK_SIZE,
  RELEASE_ARTWORK_TOO_BIG,
  RELEASE_ARTWORK_TYPE,
  RELEASE_DATE_INVALID,
  RELEASE_DELIVERED_LOCKED,
  RELEASE_ISRC_TAKEN,
  RELEASE_NOT_FOUND,
  RELEASE_NOT_READY,
  RELEASE_ORIGINAL_DATE_AFTER,
  RELEASE_PAGE_NOT_FOUND,
  RELEASE_PUBLISH_NEEDS,
  RELEASE_SLUG_INVALID,
  RELEASE_SLUG_TAKEN,
  RELEASE_TITLE_REQUIRED,
  RELEASE_TOO_MANY_TRACKS,
  RELEASE_TRACK_TWICE,
  RELEASE_TYPE_INVALID,
  RELEASE_UPC_INVALID,
  RELEASE_UPC_TAKEN,
} from '../schemas/releases';

/**
 * Error codes and their English texts (see ../error-codes.ts): releases (issue 28), their
 * tracklists, checklist, artwork and public page.
 */
export const RELEASE_ERRORS = {
  'releases.notFound': RELEASE_NOT_FOUND,
  'releases.typeInvalid': RELEASE_TYPE_INVALID,
  'releases.titleRequired': RELEASE_TITLE_REQUIRED,
  'releases.dateInvalid': RELEASE_DATE_INVALID,
  'releases.originalDateAfter': RELEASE_ORIGINAL_DATE_AFTER,
  'releases.upcInvalid': RELEASE_UPC_INVALID,
  'releases.upcTaken': RELEASE_UPC_TAKEN,
  'releases.isrcTaken': RELEASE_ISRC_TAKEN,
  'releases.tooManyTracks': RELEASE_TOO_MANY_TRACKS,
  'releases.trackTwice': RELEASE_TRACK_TWICE,
  'releases.tracksNotList': 'Send the tracklist as a list',
  'releases.notReady': RELEASE_NOT_READY,
  'releases.deliveredLocked': RELEASE_DELIVERED_LOCKED,
  'releases.slugInvalid': RELEASE_SLUG_INVALID,
  'releases.slugTaken': RELEASE_SLUG_TAKEN,
  'releases.publishNeeds': RELEASE_PUBLISH_NEEDS,
  'releases.artworkType': RELEASE_ARTWORK_TYPE,
  'releases.artworkSize': RELEASE_ARTWORK_SIZE,
  'releases.artworkTooBig': RELEASE_ARTWORK_TOO_BIG,
  'releases.pageNotFound': RELEASE_PAGE_NOT_FOUND,
} as const;
