import { describe, expect, it } from 'vitest';
import { LYRICS_CLOSE, LYRICS_FINAL_CLOSE_CODES } from '../../../../shared/lyrics-document';
import { dropsKeptEdits, refusalOf } from './live-refusal';

describe('the lyrics channel’s close codes', () => {
  it('stops for good on a refused update, an ended session or access, and missing lyrics', () => {
    expect(refusalOf(4400, 'lyrics.updateTooLarge')).toEqual({
      kind: 'refusedUpdate',
      code: 'lyrics.updateTooLarge',
    });
    expect(refusalOf(4401, null)?.kind).toBe('sessionEnded');
    expect(refusalOf(4403, null)?.kind).toBe('accessEnded');
    expect(refusalOf(4404, null)?.kind).toBe('notFound');
  });

  it('stops on exactly the codes the server calls final', () => {
    for (const code of LYRICS_FINAL_CLOSE_CODES) expect(refusalOf(code, null)).not.toBeNull();
    for (const code of [1000, 1006, 1009, 1011, 4429, 4500])
      expect(refusalOf(code, null)).toBeNull();
  });

  it('reconnects after anything else, too many connections included', () => {
    expect(refusalOf(1006, null)).toBeNull();
    expect(refusalOf(1001, null)).toBeNull();
    expect(refusalOf(LYRICS_CLOSE.tooMany, null)).toBeNull();
  });

  it('drops the kept edits only where they could never be sent', () => {
    expect(dropsKeptEdits({ kind: 'refusedUpdate', code: null })).toBe(true);
    expect(dropsKeptEdits({ kind: 'notFound', code: null })).toBe(true);
    expect(dropsKeptEdits({ kind: 'accessEnded', code: null })).toBe(false);
    expect(dropsKeptEdits({ kind: 'sessionEnded', code: null })).toBe(false);
  });
});
