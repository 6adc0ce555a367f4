import { z } from 'zod';
import { PROJECT_ROLES } from '../constants';
import { INVITED_ROLES } from './collaborations';

/** A song as lists show it; `url` is where the player streams it from. */
export const songSummarySchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  filename: z.string(),
  originalName: z.string(),
  /** What lists and the player show (renaming changes it, never originalName). */
  title: z.string(),
  size: z.number(),
  duration: z.number(),
  createdAt: z.string(),
  url: z.string(),
});
export type SongSummary = z.infer<typeof songSummarySchema>;

/** The dashboard's short lists (part 2 §9): 3 recent projects, 3 collaborations. */
export const DASHBOARD_RECENT_PROJECTS = 3;
export const DASHBOARD_COLLABORATIONS = 3;
/** The newest library songs the dashboard lists; the studio lists them all. */
export const DASHBOARD_LIBRARY_SONGS = 10;

/**
 * One of the newest projects the profile can see. `masterSplitsFull`: its master splits total
 * exactly 100 % (the "Splits 100 %" badge). `role` is the profile's role there.
 */
export const dashboardProjectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  createdAt: z.string(),
  role: z.enum(PROJECT_ROLES),
  masterSplitsFull: z.boolean(),
});
export type DashboardProject = z.infer<typeof dashboardProjectSchema>;

/**
 * An invitation or membership seen from the profile: `received` (an invitation to the account's
 * e-mail, answered at /invitations), `sent` (the profile's project invited someone), `joined`
 * (the profile is a member of someone's project) or `member` (someone is in the profile's).
 */
export const DASHBOARD_COLLABORATION_KINDS = ['received', 'sent', 'joined', 'member'] as const;
export type DashboardCollaborationKind = (typeof DASHBOARD_COLLABORATION_KINDS)[number];

export const dashboardCollaborationSchema = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'accepted']),
  kind: z.enum(DASHBOARD_COLLABORATION_KINDS),
  role: z.enum(INVITED_ROLES),
  projectId: z.uuid(),
  projectTitle: z.string(),
  /** The other person: their artist name and what to call them (a sent invitation: the e-mail). */
  user: z.object({ artistName: z.string().nullable(), name: z.string() }),
  /** When the invitation was sent (pending) or accepted. */
  since: z.string(),
});
export type DashboardCollaboration = z.infer<typeof dashboardCollaborationSchema>;

/** GET /api/dashboard/fast */
export const dashboardSchema = z.object({
  stats: z.object({
    /** Projects the profile owns or is a member of ("My Library" is counted in songs, not here). */
    projects: z.number(),
    /** Songs (latest versions) in those projects and the library. */
    songs: z.number(),
    totalMinutes: z.number(),
    /** People (accounts) other than the profile's own in those projects, accepted members. */
    collaborations: z.number(),
  }),
  recentProjects: z.array(dashboardProjectSchema),
  /** Received invitations first, then sent ones, then memberships; newest first in each. */
  collaborations: z.array(dashboardCollaborationSchema),
  /** The newest DASHBOARD_LIBRARY_SONGS songs (latest versions) of "My Library". */
  library: z.array(songSummarySchema),
  /** How many songs "My Library" holds in all. */
  librarySongCount: z.number().int().nonnegative(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
