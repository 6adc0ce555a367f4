import { describe, expect, it } from 'vitest';
import { inviteEmailState } from './invite-email';

describe('inviteEmailState', () => {
  it('is empty for nothing or only spaces (Send stays disabled, no hint)', () => {
    expect(inviteEmailState('')).toBe('empty');
    expect(inviteEmailState('   ')).toBe('empty');
  });

  it('rejects addresses that miss the @, the domain dot, or contain spaces', () => {
    for (const email of ['sam', 'sam@', 'sam@example', '@example.com', 'sa m@example.com']) {
      expect(inviteEmailState(email)).toBe('invalid');
    }
  });

  it('accepts a simple address, ignoring surrounding spaces', () => {
    expect(inviteEmailState('sam@example.com')).toBe('valid');
    expect(inviteEmailState('  sam.tone+demo@mail.example.org ')).toBe('valid');
  });
});
