import { describe, expect, it } from 'vitest';
import { BULK_DOWNLOAD_MAX } from '../../../../shared/schemas/audio-bulk';
import { bulkDownloadHref } from './bulk-download';

describe('the bulk ZIP download address', () => {
  it('names every chosen id, in order', () => {
    expect(bulkDownloadHref(['a', 'b'])).toBe('/api/audio/bulk-download?ids=a,b');
  });

  it('is none for no song or more than one download may name', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);
    expect(bulkDownloadHref([])).toBeNull();
    expect(bulkDownloadHref(ids(BULK_DOWNLOAD_MAX))).not.toBeNull();
    expect(bulkDownloadHref(ids(BULK_DOWNLOAD_MAX + 1))).toBeNull();
  });
});
