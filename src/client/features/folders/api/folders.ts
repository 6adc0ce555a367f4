import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateFolderInput,
  FileProjectInput,
  Folder,
  ProjectFolder,
  RenameFolderInput,
} from '../../../../shared/schemas/folders';
import { apiRequest } from '../../../lib/api-client';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';
import { useCreateMutation } from '../../../lib/use-create-mutation';

/**
 * Query keys start with the URL they GET (part 1 §7): the folder list is '/api/folders' (paged,
 * by name). Filing a project changes a folder's count and the project's `folderId`, so every
 * change here refetches both the folders and every cached list of projects.
 */
export const folderKeys = {
  list: ['/api/folders'] as const,
  one: (id: string) => `/api/folders/${id}`,
  projectFolder: (projectId: string) => `/api/projects/${projectId}/folder`,
};

/**
 * GET /api/folders in pages. Always refetched when shown (counts move whenever a project is
 * filed anywhere), while the last answer stays on screen.
 */
export const foldersQuery = {
  ...pagedListQuery<Folder>(folderKeys.list[0]),
  staleTime: 0,
  refetchOnMount: 'always' as const,
};

/** The profile's folders by name, a page at a time. */
export function useFolders() {
  return usePagedList(foldersQuery);
}

/** After any folder change: the folders and every list of projects (their `folderId`). */
export async function invalidateFoldersAndProjects(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => /^\/api\/(folders|projects)(\/|\?|$)/.test(String(query.queryKey[0])),
  });
}

/** POST /api/folders → 201 with the folder. */
export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (input: CreateFolderInput, idempotencyKey) =>
      apiRequest<Folder>('POST', folderKeys.list[0], input, { idempotencyKey }),
    onSuccess: () => invalidateFoldersAndProjects(queryClient),
  });
}

/** PATCH /api/folders/{id} with a new name. */
export function useRenameFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: RenameFolderInput & { id: string }) =>
      apiRequest<Folder>('PATCH', folderKeys.one(id), input),
    onSuccess: () => invalidateFoldersAndProjects(queryClient),
  });
}

/** DELETE /api/folders/{id} → 204; its projects stay, in no folder. */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', folderKeys.one(id)),
    onSuccess: () => invalidateFoldersAndProjects(queryClient),
  });
}

/** PUT /api/projects/{id}/folder: file the project in one of the profile's folders, or in none. */
export function useFileProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, folderId }: FileProjectInput & { projectId: string }) =>
      apiRequest<ProjectFolder>('PUT', folderKeys.projectFolder(projectId), { folderId }),
    onSuccess: () => invalidateFoldersAndProjects(queryClient),
  });
}
