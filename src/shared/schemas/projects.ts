import { z } from 'zod';
import { cappedString } from './capped-text';
import { pageQuerySchema } from './pagination';
import { partialUpdateSchema } from './partial-update';
import { PROJECT_ROLES, PROJECT_STATUSES } from '../constants';

const titleField = cappedString(
  200,
  'Title is too long (200 characters at most)',
  'Title is required',
)
  .trim()
  .min(1, 'Title is required');
const descriptionField = cappedString(2000, 'Description is too long').trim();
const genreField = cappedString(60, 'Genre is too long (60 characters at most)').trim();

/** POST /api/projects */
export const createProjectSchema = z.object({
  title: titleField,
  description: descriptionField.optional().default(''),
  genre: genreField.nullish(),
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;

/** PATCH /api/projects/{id}: any subset of the editable fields, at least one. */
export const updateProjectSchema = partialUpdateSchema({
  title: titleField,
  description: descriptionField,
  genre: genreField.nullable(),
  status: z.enum(PROJECT_STATUSES),
  /** Owner only, like every field here: lets members put the project's audio on public links. */
  membersMayShare: z.boolean(),
});
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

/** A project as the API returns it, with the caller's role in it. */
export const projectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  genre: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  isLibrary: z.boolean(),
  ownerProfileId: z.uuid(),
  ownerName: z.string(),
  role: z.enum(PROJECT_ROLES),
  /** Whether members may put the project's audio on public links (the owner's switch). */
  membersMayShare: z.boolean(),
  audioCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * GET /api/projects?userId=…&limit=&cursor=: the caller's projects (a `userId` is accepted and
 * ignored, spec part 2 §7), the library first, then the latest changed. Without `limit` the
 * whole list as one (streamed) array, as the spec's call table has it; with it, keyset pages.
 */
export const listProjectsQuerySchema = pageQuerySchema.extend({
  userId: z.string().max(100).optional(),
});

export const projectIdParamsSchema = z.object({ id: z.uuid('Project not found') });
