import { createFolderSchema, FOLDER_NAME_TAKEN } from '../../../../shared/schemas/folders';
import { ApiError } from '../../../lib/api-client';

/** Why a typed folder name cannot be sent yet, or null when it can (the route's own schema). */
export type FolderNameProblem = 'required' | 'tooLong' | null;

/**
 * Checks the name the form will send (trimmed) with the schema POST and PATCH /api/folders
 * parse with: 1 to FOLDER_NAME_MAX characters.
 */
export function folderNameProblem(name: string): FolderNameProblem {
  const trimmed = name.trim();
  if (createFolderSchema.safeParse({ name: trimmed }).success) return null;
  return trimmed.length === 0 ? 'required' : 'tooLong';
}

/** The 409 for a name another of the profile's folders has (shown beside the name field). */
export function isFolderNameTaken(error: unknown): boolean {
  return error instanceof ApiError && error.code === FOLDER_NAME_TAKEN;
}

/** Where a drop or a choice files the project: a folder's id, or null for "No folder". */
export type FolderChoice = string | null;

/** Whether filing the project in `choice` changes anything (dropping it where it is does not). */
export function isFolderChange(current: FolderChoice | undefined, choice: FolderChoice): boolean {
  return (current ?? null) !== choice;
}
