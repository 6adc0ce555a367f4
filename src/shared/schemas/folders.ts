import { z } from 'zod';
import { cappedString } from './capped-text.js';
import { pageQuerySchema } from './pagination.js';

/**
 * Folders of projects (issue 16 item 4): a profile's own, named uniquely (ignoring case) among
 * its folders. A project sits in at most one folder of each profile, so a member files a joined
 * project in a folder of their own without touching the owner's. Deleting a folder only takes
 * its projects out of it.
 */
export const FOLDER_NAME_MAX = 80;
/** Folders one profile may keep: far above any real catalogue's, low enough to page cheaply. */
export const FOLDERS_PER_PROFILE_MAX = 500;

export const FOLDER_NOT_FOUND = 'Folder not found';
export const FOLDER_NAME_MISSING = 'Folder name is required';
export const FOLDER_NAME_TOO_LONG = `Folder names are ${FOLDER_NAME_MAX} characters at most`;
export const FOLDER_NAME_IN_USE = 'You already have a folder with this name';
export const TOO_MANY_FOLDERS = `A profile keeps at most ${FOLDERS_PER_PROFILE_MAX} folders`;
export const FOLDER_CHOICE_INVALID =
  'Choose a folder, or null to take the project out of its folder';

/**
 * The error code of a 409 for a name already used by another of the profile's folders (the
 * catalogue's `area.reason` form of FOLDER_NAME_TAKEN): a form shows it next to the name field.
 */
export const FOLDER_NAME_TAKEN = 'folders.nameTaken';

const folderName = cappedString(FOLDER_NAME_MAX, FOLDER_NAME_TOO_LONG, FOLDER_NAME_MISSING)
  .trim()
  .min(1, FOLDER_NAME_MISSING);

/** POST /api/folders */
export const createFolderSchema = z.object({ name: folderName });
export type CreateFolderInput = z.input<typeof createFolderSchema>;

/** PATCH /api/folders/{id}: a new name (the only thing a folder has to change). */
export const renameFolderSchema = z.object({ name: folderName });
export type RenameFolderInput = z.input<typeof renameFolderSchema>;

/** A folder as the API returns it; `projectCount` counts the projects filed in it. */
export const folderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  projectCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

/** GET /api/folders?limit=&cursor=: the profile's folders by name (100 per page unless asked). */
export const listFoldersQuerySchema = pageQuerySchema;

/** PUT /api/projects/{id}/folder: file the project in one of the caller's folders, or in none. */
export const fileProjectSchema = z.object({
  folderId: z.uuid({ error: FOLDER_CHOICE_INVALID }).nullable(),
});
export type FileProjectInput = z.input<typeof fileProjectSchema>;

/** The answer of PUT /api/projects/{id}/folder: where the project now sits for the caller. */
export const projectFolderSchema = z.object({
  projectId: z.uuid(),
  folderId: z.uuid().nullable(),
});
export type ProjectFolder = z.infer<typeof projectFolderSchema>;

export const folderIdParamsSchema = z.object({ id: z.uuid(FOLDER_NOT_FOUND) });
