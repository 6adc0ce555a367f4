import { describe, expect, it } from 'vitest';
import { RELEASE_TRACKS_MAX, type ReleaseTrack } from '../../../../shared/schemas/releases';
import {
  canAdd,
  dropOn,
  entriesOf,
  moveBy,
  moveTo,
  parseIsrc,
  tracksPayload,
  type TrackEntry,
} from './tracklist';

const entry = (audioId: string, explicit = false): TrackEntry => ({ audioId, explicit });
const ids = (entries: readonly TrackEntry[]) => entries.map((one) => one.audioId);
const ABCD = ['a', 'b', 'c', 'd'].map((id) => entry(id));

describe('dropping a dragged track', () => {
  it('takes the place of the row it was dropped on, moving down', () => {
    expect(ids(dropOn(ABCD, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('takes the place of the row it was dropped on, moving up', () => {
    expect(ids(dropOn(ABCD, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('changes nothing when dropped on itself or on a row that is not there', () => {
    expect(ids(dropOn(ABCD, 'b', 'b'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(dropOn(ABCD, 'b', 'gone'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps each track its explicit flag and leaves the list it was given alone', () => {
    const list = [entry('a', true), entry('b')];
    const moved = dropOn(list, 'a', 'b');
    expect(moved).toEqual([entry('b'), entry('a', true)]);
    expect(ids(list)).toEqual(['a', 'b']);
  });
});

describe('moving a track with the Move up and Move down buttons', () => {
  it('moves one place each press', () => {
    expect(ids(moveBy(ABCD, 'c', -1))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(moveBy(ABCD, 'b', 1))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('never moves past either end', () => {
    expect(ids(moveBy(ABCD, 'a', -1))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveBy(ABCD, 'd', 1))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('goes from the last place to the first in as many presses as places', () => {
    let list = ABCD;
    for (let press = 0; press < 3; press += 1) list = moveBy(list, 'd', -1);
    expect(ids(list)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('clamps a move beyond the end to the end', () => {
    expect(moveTo(['a', 'b', 'c'], 0, 10)).toEqual(['b', 'c', 'a']);
  });
});

describe('the tracklist sent to the server', () => {
  it('reads the stored tracks in their positions', () => {
    const track = (audioId: string, position: number) =>
      ({ audioId, position, explicit: audioId === 'y' }) as ReleaseTrack;
    expect(entriesOf([track('x', 2), track('y', 1)])).toEqual([entry('y', true), entry('x')]);
  });

  it('carries an ISRC only for the track whose code was edited (absent keeps it)', () => {
    expect(tracksPayload([entry('a'), { audioId: 'b', explicit: true, isrc: null }])).toEqual([
      { audioId: 'a', explicit: false },
      { audioId: 'b', explicit: true, isrc: null },
    ]);
  });

  it('refuses a song already on the release, and any song once it is full', () => {
    expect(canAdd(ABCD, 'a')).toBe(false);
    expect(canAdd(ABCD, 'e')).toBe(true);
    const full = Array.from({ length: RELEASE_TRACKS_MAX }, (_, i) => entry(`t${i}`));
    expect(canAdd(full, 'e')).toBe(false);
  });
});

describe('an ISRC as typed', () => {
  it('is normalized to its dashed upper-case form', () => {
    expect(parseIsrc('usabc1234567')).toEqual({ ok: true, isrc: 'US-ABC-12-34567' });
    expect(parseIsrc(' US-ABC-12-34567 ')).toEqual({ ok: true, isrc: 'US-ABC-12-34567' });
  });

  it('clears the code when blank', () => {
    expect(parseIsrc('  ')).toEqual({ ok: true, isrc: null });
  });

  it('is refused when malformed or longer than the field takes', () => {
    expect(parseIsrc('US-ABC-12-345')).toEqual({ ok: false });
    expect(parseIsrc(`US-ABC-12-34567${' '.repeat(60)}`)).toEqual({ ok: false });
  });
});
