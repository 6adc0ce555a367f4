import type { ProfileOverview } from '../../../shared/schemas/profile-overview.js';
import { displayName } from './profile-names.js';
import type { ProfileOverviewRow } from './profile-overview.repository.js';

type Activity = ProfileOverview['recentActivity'][number];
type CreditItem = ProfileOverview['credits'][number];

interface ConnectionRow {
  profileId: string;
  artistName: string | null;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  publicHandle: string | null;
  sharedProjects: number;
}

/** JSON timestamps come in PostgreSQL's spelling ("…+00:00"); the API speaks toISOString. */
const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The overview row as GET /api/user/profile/overview answers it. */
export function presentOverview(row: ProfileOverviewRow): ProfileOverview {
  const activity = JSON.parse(row.activity) as Activity[];
  const credits = JSON.parse(row.credits) as (CreditItem & { created_at: string })[];
  const connections = JSON.parse(row.connections) as ConnectionRow[];
  return {
    stats: {
      tracks: row.tracks,
      totalPlays: row.totalPlays,
      projects: row.projects,
      songs: row.songs,
      lyrics: row.lyrics,
    },
    featuredTrack: row.featured
      ? (JSON.parse(row.featured) as ProfileOverview['featuredTrack'])
      : null,
    recentActivity: activity.map((item) => ({
      kind: item.kind,
      id: item.id,
      title: item.title,
      projectId: item.projectId,
      projectTitle: item.projectTitle,
      at: iso(item.at),
    })),
    credits: credits.map(({ id, name, role, projectId, projectTitle }) => ({
      id,
      name,
      role,
      projectId,
      projectTitle,
    })),
    connections: connections.map((person) => ({
      profileId: person.profileId,
      name: displayName({
        first: person.firstName,
        last: person.lastName,
        artist: person.artistName,
      }),
      profileImageUrl: person.profileImageUrl,
      sharedProjects: person.sharedProjects,
      publicHandle: person.publicHandle,
    })),
  };
}
