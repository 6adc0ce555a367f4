import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIO_ALL_GC_MS, PROJECT_AUDIO_STALE_MS } from '../../../../shared/constants';
import type { AudioFile, AudioFileDetail } from '../../../../shared/schemas/audio';
import { apiRequest } from '../../../lib/api-client';

/** Query keys are the URL they GET (part 1 §7); every audio key starts with one of these. */
export const audioKeys = {
  all: ['/api/audio/all'] as const,
  project: (projectId: string) => [`/api/projects/${projectId}/audio`] as const,
  detail: (audioId: string) => [`/api/audio/${audioId}`] as const,
  versions: (audioId: string) => [`/api/audio/${audioId}/versions`] as const,
};

/** GET /api/audio/all: every song the profile can see (latest versions); never cached as fresh. */
export const allAudioQuery = queryOptions({
  queryKey: audioKeys.all,
  queryFn: () => apiRequest<AudioFile[]>('GET', audioKeys.all[0]),
  staleTime: 0,
  gcTime: AUDIO_ALL_GC_MS,
  refetchOnMount: 'always',
});

/** The library: all songs of the active profile. */
export function useAllAudio() {
  return useQuery(allAudioQuery);
}

/** GET /api/projects/{id}/audio (fresh 2 min, part 2 §9). */
export const projectAudioQuery = (projectId: string) =>
  queryOptions({
    queryKey: audioKeys.project(projectId),
    queryFn: () => apiRequest<AudioFile[]>('GET', audioKeys.project(projectId)[0]),
    staleTime: PROJECT_AUDIO_STALE_MS,
  });

export function useProjectAudio(projectId: string) {
  return useQuery(projectAudioQuery(projectId));
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
