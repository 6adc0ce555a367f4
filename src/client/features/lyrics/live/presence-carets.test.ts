import { describe, expect, it } from 'vitest';
import { presenceUserOf } from './presence-carets';
import { PRESENCE_COLOURS } from './presence-colours';

describe('a co-writer’s presence as another tab sends it', () => {
  it('keeps a well-formed user', () => {
    expect(presenceUserOf({ name: 'Ana', colour: '#86efac', accountId: 'a1' })).toEqual({
      name: 'Ana',
      colour: '#86efac',
      accountId: 'a1',
    });
  });

  it('never lets a colour carry more than a colour into a style', () => {
    const user = presenceUserOf({
      name: 'Eve',
      colour: 'red; background-image: url(https://evil.example/x)',
      accountId: 'e1',
    });
    expect(user?.colour).toBe(PRESENCE_COLOURS[0]);
  });

  it('cuts a long name and refuses what is not a user', () => {
    expect(
      presenceUserOf({ name: 'x'.repeat(500), colour: '#fff', accountId: 'a' })?.name,
    ).toHaveLength(80);
    expect(presenceUserOf(null)).toBeNull();
    expect(presenceUserOf({ name: 3, accountId: 'a' })).toBeNull();
    expect(presenceUserOf('Ana')).toBeNull();
  });
});
