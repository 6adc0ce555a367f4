import { describe, expect, it, vi } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio';
import { ApiError } from '../api-client';
import { PlayerEngine } from './player-engine';
import type { PlayerMedia } from './player-media';
import { FakeMedia, track } from './player-test-media';
import { checkQueuedSongs } from './queued-songs-check';

describe('checking the kept queue after a reload', () => {
  it('drops songs the server no longer gives, renames the others, leaves shared songs alone', async () => {
    const engine = new PlayerEngine({
      createMedia: () => new FakeMedia() as unknown as PlayerMedia,
      initialVolume: 0.8,
      initialQueue: [
        { key: 'k1', track: track('gone') },
        { key: 'k2', track: track('kept') },
        { key: 'k3', track: { ...track('shared'), shared: true } },
        { key: 'k4', track: track('offline') },
      ],
    });
    const request = vi.fn((url: string) => {
      if (url.endsWith('/gone')) return Promise.reject(new ApiError(404, 'Audio file not found'));
      if (url.endsWith('/offline')) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve({ ...track('kept'), title: 'Renamed' } as unknown as AudioFile);
    });
    await checkQueuedSongs(engine, request);
    expect(request).toHaveBeenCalledTimes(3);
    expect(engine.getState().queue.map((entry) => [entry.track.id, entry.track.title])).toEqual([
      ['kept', 'Renamed'],
      ['shared', 'Song shared'],
      ['offline', 'Song offline'],
    ]);
  });
});
