import type { Dashboard, SongSummary } from '../../../shared/schemas/dashboard.js';
import type { DashboardRepository, LibrarySongRow } from './dashboard.repository.js';

/** The spec's "recent projects" card shows the three newest. */
const RECENT_PROJECTS = 3;

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

/** Everything the dashboard shows for the active profile. */
export async function loadDashboard(
  repo: DashboardRepository,
  profileId: string,
): Promise<Dashboard> {
  const [overview, library] = await Promise.all([
    repo.projectOverview(profileId, RECENT_PROJECTS),
    repo.librarySongs(profileId),
  ]);
  return {
    stats: {
      projects: overview.projectCount,
      songs: overview.songCount,
      totalMinutes: Math.round(overview.totalSeconds / 60),
      // Collaborations arrive with the collaborations issue; until then nobody has any.
      collaborations: 0,
    },
    recentProjects: overview.recent.map((project) => ({
      ...project,
      createdAt: project.createdAt.toISOString(),
    })),
    // Filled by the collaborations issue (first 3 invitations sent or received).
    collaborations: [],
    library: library.map(presentSong),
  };
}
