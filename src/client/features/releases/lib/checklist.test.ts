import { describe, expect, it } from 'vitest';
import type { ChecklistLine } from '../../../../shared/schemas/releases';
import { failingCount, fixLink, refusedChecklist } from './checklist';

const EDITOR = '/releases/r1';
const line = (code: ChecklistLine['code'], ok: boolean, fix = EDITOR): ChecklistLine => ({
  code,
  ok,
  fix,
});

describe('a checklist line link', () => {
  it('points at the editor field that fixes it when the editor is the page shown', () => {
    expect(fixLink(line('upc', false), EDITOR)).toEqual({ anchor: '#release-upc' });
    expect(fixLink(line('artwork', false), EDITOR)).toEqual({ anchor: '#artwork' });
    expect(fixLink(line('isrc', false), EDITOR)).toEqual({ anchor: '#tracks' });
  });

  it('keeps an anchor the server names', () => {
    expect(fixLink(line('upc', false, `${EDITOR}#details`), EDITOR)).toEqual({
      anchor: '#details',
    });
  });

  it('follows the app path of a fix elsewhere (the song project tab)', () => {
    expect(fixLink(line('credits', false, '/projects/p1?tab=credits'), EDITOR)).toEqual({
      to: '/projects/p1?tab=credits',
    });
  });

  it('follows the editor path from another page (the refusal shown elsewhere)', () => {
    expect(fixLink(line('upc', false), '/releases')).toEqual({ to: EDITOR });
  });
});

describe('the lines a refused "Mark ready" names', () => {
  const failing = {
    release: [line('upc', false)],
    tracks: [{ audioId: 'a1', title: 'One', lines: [line('isrc', false)] }],
  };

  it('reads the failing release and track lines of the 409', () => {
    const checklist = refusedChecklist({ lines: failing });
    expect(checklist).toEqual({ ready: false, ...failing });
    expect(checklist && failingCount(checklist)).toBe(2);
  });

  it('keeps only the failing lines of a whole checklist', () => {
    const checklist = refusedChecklist({
      checklist: {
        ready: false,
        release: [line('tracks', true), line('upc', false)],
        tracks: [{ audioId: 'a1', title: 'One', lines: [line('isrc', true)] }],
      },
    });
    expect(checklist).toEqual({ ready: false, release: [line('upc', false)], tracks: [] });
  });

  it('takes a plain list of lines, leaving out codes it does not know', () => {
    expect(
      refusedChecklist({ lines: [line('upc', true), { code: 'nonsense', ok: false, fix: '/' }] }),
    ).toEqual({ ready: false, release: [line('upc', false)], tracks: [] });
  });

  it('names nothing when the answer carries no lines', () => {
    expect(refusedChecklist(undefined)).toBeNull();
    expect(refusedChecklist({ other: 1 })).toBeNull();
  });
});
