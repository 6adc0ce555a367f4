import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProjectInput,
  Project,
  UpdateProjectInput,
} from '../../../../shared/schemas/projects';
import { apiRequest } from '../../../lib/api-client';

export const PROJECTS_KEY = ['/api/projects'] as const;
export const projectKey = (id: string) => [`/api/projects/${id}`] as const;

/** GET /api/projects (fresh 5 min, part 2 §9). */
export const projectsQuery = queryOptions({
  queryKey: PROJECTS_KEY,
  queryFn: () => apiRequest<Project[]>('GET', PROJECTS_KEY[0]),
});

export function useProjects() {
  return useQuery(projectsQuery);
}

/** GET /api/projects/{id} */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: () => apiRequest<Project>('GET', projectKey(id)[0]),
    retry: false,
  });

export function useProject(id: string) {
  return useQuery(projectQuery(id));
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
  return useMutation({
    mutationFn: (input: CreateProjectInput) => apiRequest<Project>('POST', PROJECTS_KEY[0], input),
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
