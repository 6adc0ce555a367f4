import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AUDIO_ALL_GC_MS, PROJECT_AUDIO_STALE_MS } from '../../../shared/constants';
import type { AudioFile, AudioFileDetail, SongSort } from '../../../shared/schemas/audio';
import { apiRequest } from '../api-client';
import { pagedListQuery, usePagedList } from '../use-paged-list';

/** Query keys are the URL they GET (part 1 §7); every audio key starts with one of these. */
export const audioKeys = {
  all: ['/api/audio/all'] as const,
  project: (projectId: string) => [`/api/projects/${projectId}/audio`] as const,
  detail: (audioId: string) => [`/api/audio/${audioId}`] as const,
  versions: (audioId: string) => [`/api/audio/${audioId}/versions`] as const,
};

/** How a song list is asked for: its order and its search text (both done by the server). */
export interface SongListParams {
  sort?: SongSort;
  q?: string;
}

const listParams = ({ sort, q }: SongListParams) => ({ sort, q: q?.trim() || undefined });

/** GET /api/audio/all in pages: the songs of every project the profile owns or joined. */
export const librarySongsQuery = (params: SongListParams = {}) =>
  pagedListQuery<AudioFile>(audioKeys.all[0], listParams(params));

/**
 * The library, a page at a time as the list scrolls. Part 2 §7 "no cache": refetched whenever
 * shown; while a new search or order loads, the last answer stays on screen.
 */
export function useLibrarySongs(params: SongListParams = {}, enabled = true) {
  return usePagedList(librarySongsQuery(params), {
    enabled,
    staleTime: 0,
    gcTime: AUDIO_ALL_GC_MS,
    refetchOnMount: 'always',
    keepPrevious: true,
  });
}

/** GET /api/projects/{id}/audio in pages. */
export const projectSongsQuery = (projectId: string, params: SongListParams = {}) =>
  pagedListQuery<AudioFile>(audioKeys.project(projectId)[0], listParams(params));

/**
 * A project's songs, a page at a time (fresh 2 min, part 2 §9). Every reader with the same
 * order shares one query: the header's count, the play button and the overview read the first
 * page the Audio tab shows.
 */
export function useProjectSongs(projectId: string, params: SongListParams = {}) {
  return usePagedList(projectSongsQuery(projectId, params), {
    staleTime: PROJECT_AUDIO_STALE_MS,
    keepPrevious: true,
  });
}

/** GET /api/audio/{id}: one file with its stored waveform peaks (the player uses this). */
export const audioDetailQuery = (audioId: string) =>
  queryOptions({
    queryKey: audioKeys.detail(audioId),
    queryFn: () => apiRequest<AudioFileDetail>('GET', audioKeys.detail(audioId)[0]),
  });

export function useAudioDetail(audioId: string | null) {
  return useQuery({ ...audioDetailQuery(audioId ?? 'none'), enabled: audioId !== null });
}

/** GET /api/audio/{id}/versions: every version of the file's song, newest first. */
export function useAudioVersions(audioId: string, enabled = true) {
  return useQuery({
    queryKey: audioKeys.versions(audioId),
    queryFn: () => apiRequest<AudioFile[]>('GET', audioKeys.versions(audioId)[0]),
    enabled,
  });
}

/** After any change to songs: every audio list, the dashboard and project counts refetch. */
export async function invalidateAudio(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return (
        key.startsWith('/api/audio') ||
        /^\/api\/projects(\/|$)/.test(key) ||
        key === '/api/dashboard/fast'
      );
    },
  });
}
