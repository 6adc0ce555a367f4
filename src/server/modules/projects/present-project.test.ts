import { describe, expect, it } from 'vitest';
import { presentProject, profileDisplayName } from './present-project.js';
import type { ProjectSummaryRow } from './projects.repository.js';

const created = new Date(Date.UTC(2025, 4, 1, 9));
const updated = new Date(Date.UTC(2025, 4, 2, 9));
const row = (status: string): ProjectSummaryRow => ({
  project: {
    id: '5b0f6a4e-3c1d-4f7a-9e2b-8c6d5a4b3c2d',
    ownerProfileId: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
    title: 'Night Drive',
    description: 'A new song project',
    genre: 'pop',
    status,
    isLibrary: false,
    membersMayShare: false,
    songCount: 0,
    songSeconds: 0,
    createdAt: created,
    updatedAt: updated,
  },
  ownerArtistName: null,
  ownerFirstName: 'Ada',
  ownerLastName: 'Lovelace',
  audioCount: 4,
  folderId: null,
});

describe('profileDisplayName', () => {
  it('prefers the artist name, trimmed', () => {
    expect(profileDisplayName({ artistName: ' Nova ', firstName: 'A', lastName: 'B' })).toBe(
      'Nova',
    );
  });

  it('falls back to first and last name when the artist name is missing or blank', () => {
    expect(profileDisplayName({ artistName: null, firstName: 'Ada', lastName: 'L' })).toBe('Ada L');
    expect(profileDisplayName({ artistName: '  ', firstName: 'Ada', lastName: '' })).toBe('Ada');
  });
});

describe('presentProject', () => {
  it('maps a row to the API shape with the caller’s role and ISO dates', () => {
    expect(presentProject(row('complete'), 'viewer')).toEqual({
      id: '5b0f6a4e-3c1d-4f7a-9e2b-8c6d5a4b3c2d',
      title: 'Night Drive',
      description: 'A new song project',
      genre: 'pop',
      status: 'complete',
      isLibrary: false,
      ownerProfileId: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
      ownerName: 'Ada Lovelace',
      role: 'viewer',
      membersMayShare: false,
      audioCount: 4,
      folderId: null,
      createdAt: created.toISOString(),
      updatedAt: updated.toISOString(),
    });
  });

  it('reads a status outside the enum as a draft', () => {
    expect(presentProject(row('mixing'), 'owner').status).toBe('draft');
  });
});
