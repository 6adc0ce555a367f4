import { z } from 'zod';

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

/** GET /api/dashboard/fast */
export const dashboardSchema = z.object({
  stats: z.object({
    projects: z.number(),
    songs: z.number(),
    totalMinutes: z.number(),
    collaborations: z.number(),
  }),
  recentProjects: z.array(
    z.object({ id: z.uuid(), title: z.string(), status: z.string(), createdAt: z.string() }),
  ),
  collaborations: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(['pending', 'accepted']),
      user: z.object({ artistName: z.string().nullable() }),
    }),
  ),
  library: z.array(songSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
