import {
  DASHBOARD_COLLABORATIONS,
  DASHBOARD_LIBRARY_SONGS,
  DASHBOARD_RECENT_PROJECTS,
  type Dashboard,
  type DashboardCollaboration,
  type DashboardProject,
  type SongSummary,
} from '../../../shared/schemas/dashboard.js';
import type { DashboardRepository, LibrarySongRow } from './dashboard.repository.js';

/** A library row as lists show it; `url` is where the player streams it from. */
export function presentSong(row: LibrarySongRow): SongSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    filename: row.filename,
    originalName: row.originalName,
    title: row.title,
    size: row.size,
    duration: row.duration,
    createdAt: row.createdAt.toISOString(),
    url: `/uploads/${encodeURIComponent(row.filename)}`,
  };
}

interface RecentRow {
  id: string;
  title: string;
  status: string;
  createdAt: string;
  role: DashboardProject['role'];
  masterSplitsFull: boolean;
}

interface CollaborationItemRow {
  id: string;
  status: DashboardCollaboration['status'];
  kind: DashboardCollaboration['kind'];
  role: DashboardCollaboration['role'];
  projectId: string;
  projectTitle: string;
  artistName: string | null;
  fullName: string;
  email: string | null;
  since: string;
}

/** JSON timestamps come in PostgreSQL's spelling ("…+00:00"); the API speaks toISOString. */
const iso = (timestamp: string) => new Date(timestamp).toISOString();

function presentCollaboration(row: CollaborationItemRow): DashboardCollaboration {
  const artistName = row.artistName?.trim() || null;
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    role: row.role,
    projectId: row.projectId,
    projectTitle: row.projectTitle,
    user: { artistName, name: artistName ?? (row.fullName || row.email || '') },
    since: iso(row.since),
  };
}

/** The dashboard of the active profile. */
export function dashboardService(deps: { repo: DashboardRepository }) {
  const { repo } = deps;
  return {
    /** Everything the dashboard shows for the profile: two statements, sent together. */
    async load(profileId: string): Promise<Dashboard> {
      const [overview, library] = await Promise.all([
        repo.overview(profileId, DASHBOARD_RECENT_PROJECTS, DASHBOARD_COLLABORATIONS),
        repo.librarySongs(profileId, DASHBOARD_LIBRARY_SONGS),
      ]);
      const recent = JSON.parse(overview.recent) as RecentRow[];
      const collaborations = JSON.parse(overview.collaborations) as CollaborationItemRow[];
      return {
        stats: {
          projects: overview.projects,
          songs: overview.songs,
          totalMinutes: Math.round(overview.seconds / 60),
          collaborations: overview.collaborators,
        },
        recentProjects: recent.map((project) => ({
          ...project,
          createdAt: iso(project.createdAt),
        })),
        collaborations: collaborations.map(presentCollaboration),
        library: library.map(presentSong),
        librarySongCount: overview.librarySongs,
      };
    },
  };
}
