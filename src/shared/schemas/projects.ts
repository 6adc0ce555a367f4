import { z } from 'zod';
import { cappedString } from './capped-text';
import { listSearchSchema, pageQuerySchema } from './pagination';
import { partialUpdateSchema } from './partial-update';
import { PROJECT_ROLES, PROJECT_STATUSES, PROJECT_TITLE_MAX } from '../constants';

const titleField = cappedString(
  PROJECT_TITLE_MAX,
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
  /** The caller's own folder holding the project (each profile files projects its own way). */
  folderId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * How the project list is ordered; `updated` (the default) is the latest changed first,
 * `created` the newest first, `title` A to Z ignoring case. Every order keeps the profile's
 * library first, then ties broken by id, so pages never repeat or skip a project.
 */
export const PROJECT_SORTS = ['updated', 'created', 'title'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** Whose projects the list shows: all the profile sees, the ones it owns, or those it joined. */
export const PROJECT_SCOPES = ['all', 'owned', 'shared'] as const;
export type ProjectScope = (typeof PROJECT_SCOPES)[number];

/** `?folderId=none`: the projects the caller filed in no folder. */
export const UNFILED_FOLDER = 'none';

export const PROJECT_SORT_UNKNOWN = 'Sort projects by updated, created or title';
export const PROJECT_STATUS_UNKNOWN = `Status must be one of ${PROJECT_STATUSES.join(', ')}`;
export const PROJECT_SCOPE_UNKNOWN = 'Show all, owned or shared projects';
export const PROJECT_FOLDER_FILTER_INVALID =
  'Choose a folder by its id, or none for projects in no folder';

/**
 * GET /api/projects?userId=…&limit=&cursor=&q=&folderId=&sort=&status=&scope=: the caller's
 * projects (a `userId` is accepted and ignored, spec part 2 §7). Without `limit` (and cursor)
 * the whole list as one streamed array, as the spec's call table has it; with it, keyset pages
 * with a `Link` to the next. `q` matches titles, ignoring case; a blank `q` is no filter.
 */
export const listProjectsQuerySchema = pageQuerySchema.extend({
  userId: z.string().max(100).optional(),
  q: listSearchSchema,
  folderId: z
    .string()
    .max(36, { message: PROJECT_FOLDER_FILTER_INVALID, abort: true })
    .refine((value) => value === UNFILED_FOLDER || z.uuid().safeParse(value).success, {
      message: PROJECT_FOLDER_FILTER_INVALID,
    })
    .optional(),
  sort: z.enum(PROJECT_SORTS, { error: PROJECT_SORT_UNKNOWN }).optional(),
  status: z.enum(PROJECT_STATUSES, { error: PROJECT_STATUS_UNKNOWN }).optional(),
  scope: z.enum(PROJECT_SCOPES, { error: PROJECT_SCOPE_UNKNOWN }).optional(),
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuerySchema>;

export const projectIdParamsSchema = z.object({ id: z.uuid('Project not found') });
