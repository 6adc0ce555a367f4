import { BULK_DOWNLOAD_MAX } from '../../../../shared/schemas/audio-bulk';

/**
 * The address that downloads the chosen songs as one ZIP (GET /api/audio/bulk-download), or
 * null when there are none or more than one download may name (their ids travel in the
 * address).
 */
export function bulkDownloadHref(ids: readonly string[]): string | null {
  if (ids.length === 0 || ids.length > BULK_DOWNLOAD_MAX) return null;
  return `/api/audio/bulk-download?ids=${ids.map(encodeURIComponent).join(',')}`;
}
