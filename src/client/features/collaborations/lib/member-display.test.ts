import { describe, expect, it } from 'vitest';
import type { Collaboration } from '../../../../shared/schemas/collaborations';
import { initialOf, memberName, permissionChips } from './member-display';

const row = (overrides: Partial<Collaboration>): Collaboration => ({
  id: crypto.randomUUID(),
  projectId: crypto.randomUUID(),
  projectTitle: 'Summer EP',
  status: 'accepted',
  userId: crypto.randomUUID(),
  inviteEmail: 'sam@example.com',
  role: 'collaborator',
  createdAt: '2026-01-01T00:00:00.000Z',
  acceptedAt: null,
  emailFailed: false,
  inviterName: null,
  user: { firstName: 'Sam', artistName: 'Sam Tone', email: 'sam@example.com' },
  ...overrides,
});

describe('memberName', () => {
  it('prefers the artist name, then the first name, then the invited address', () => {
    expect(memberName(row({}))).toBe('Sam Tone');
    expect(
      memberName(row({ user: { firstName: 'Sam', artistName: null, email: 'sam@example.com' } })),
    ).toBe('Sam');
    expect(memberName(row({ user: null, inviteEmail: 'new@example.com' }))).toBe('new@example.com');
  });
});

describe('initialOf', () => {
  it('is the upper-cased first letter, or ? for nothing', () => {
    expect(initialOf('sam@example.com')).toBe('S');
    expect(initialOf('  ')).toBe('?');
  });
});

describe('permissionChips', () => {
  it('gives collaborators edit audio, edit lyrics and view credits (part 2 §6)', () => {
    expect(permissionChips('collaborator')).toEqual(['editAudio', 'editLyrics', 'viewCredits']);
  });
  it('gives viewers view audio and view lyrics', () => {
    expect(permissionChips('viewer')).toEqual(['viewAudio', 'viewLyrics']);
  });
});
