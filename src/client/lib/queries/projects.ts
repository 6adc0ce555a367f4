import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProjectInput,
  Project,
  UpdateProjectInput,
} from '../../../shared/schemas/projects';
import { apiRequest } from '../api-client';
import { pagedListQuery, usePagedList } from '../use-paged-list';
import { useCreateMutation } from '../use-create-mutation';

export const PROJECTS_KEY = ['/api/projects'] as const;
export const projectKey = (id: string) => [`/api/projects/${id}`] as const;

/**
 * GET /api/projects in pages (fresh 5 min, part 2 §9): the library first, then the projects
 * changed last. The key starts with the path, so every invalidation of projects reaches it.
 */
export const projectPagesQuery = pagedListQuery<Project>(PROJECTS_KEY[0]);

/** The profile's projects, a page at a time (pickers show what is loaded and a "more" button). */
export function useProjectPages() {
  return usePagedList({ ...projectPagesQuery, enabled: true });
}

/** GET /api/projects/{id} */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: () => apiRequest<Project>('GET', projectKey(id)[0]),
    retry: false,
  });

export function useProject(id: string, enabled = true) {
  return useQuery({ ...projectQuery(id), enabled });
}

/** Every cached view of projects refetches after a change. */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        /^\/api\/projects(\/|$)/.test(String(query.queryKey[0])) ||
        query.queryKey[0] === '/api/dashboard/fast',
    });
}

/** POST /api/projects */
export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useCreateMutation({
    mutationFn: (input: CreateProjectInput, idempotencyKey) =>
      apiRequest<Project>('POST', PROJECTS_KEY[0], input, { idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/projects/{id} */
export function useUpdateProject(id: string) {
  const invalidate = useInvalidateProjects();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectInput) =>
      apiRequest<Project>('PATCH', projectKey(id)[0], input),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKey(id), project);
      await invalidate();
    },
  });
}

/** DELETE /api/projects/{id} (owner; removes its songs and their files). */
export function useDeleteProject() {
  const invalidate = useInvalidateProjects();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', projectKey(id)[0]),
    onSuccess: async (_reply, id) => {
      queryClient.removeQueries({ queryKey: projectKey(id) });
      await Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: ['/api/audio/all'] }),
      ]);
    },
  });
}
