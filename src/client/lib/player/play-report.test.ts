import { describe, expect, it } from 'vitest';
import { playReportSchema } from '../../../shared/schemas/analytics';
import { playReportBody, playReportUrl } from './play-report';

const track = {
  id: 'a1',
  title: 'T',
  originalName: 'T',
  filename: 'T',
  duration: 200,
  url: '/uploads/a1.wav',
};

describe('playReportBody', () => {
  it('says the whole seconds heard and whether the song reached its end', () => {
    const body = playReportBody({ songId: 'a1', seconds: 95.6, completed: false });
    expect(body).toEqual({ seconds: 96, completed: false });
    expect(playReportSchema.parse(body)).toEqual(body);
    expect(playReportBody({ songId: 'a1', seconds: 12, completed: true })).toEqual({
      seconds: 12,
      completed: true,
    });
  });

  it('stays within what the route accepts', () => {
    const long = playReportBody({ songId: 'a1', seconds: 1e9, completed: false });
    expect(long.seconds).toBe(86_400);
    expect(playReportSchema.safeParse(long).success).toBe(true);
    expect(playReportBody({ songId: 'a1', seconds: -3, completed: false }).seconds).toBe(0);
  });
});

describe('playReportUrl', () => {
  it('reports a signed-in play of the person’s songs through the audio route', () => {
    expect(playReportUrl(track, true)).toBe('/api/audio/a1/plays');
    expect(playReportUrl(track, false)).toBeNull();
  });

  it('reports a public playlist’s song through its token route, signed in or not', () => {
    const playsUrl = '/api/listen/tok/tracks/t9/plays';
    const shared = { ...track, url: '/api/listen/tok/tracks/t9/audio', shared: true, playsUrl };
    expect(playReportUrl(shared, false)).toBe(playsUrl);
    expect(playReportUrl(shared, true)).toBe(playsUrl);
  });

  it('never reports a private share link’s song as a play', () => {
    expect(playReportUrl({ ...track, url: '/api/s/tok/audio/a1', shared: true }, true)).toBeNull();
  });
});
