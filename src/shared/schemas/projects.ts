import { z } from 'zod';
import { cappedString } from './capped-text';
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
  audioCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectIdParamsSchema = z.object({ id: z.uuid('Project not found') });
