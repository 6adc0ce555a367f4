import { useQuery } from '@tanstack/react-query';
import type { AudioFileDetail } from '../../../../shared/schemas/audio';
import { audioDetailQuery } from '../../../lib/queries/audio-queries';
import type { WithAnalysis } from '../lib/analysis-figures';

/**
 * While a file is measured its detail is asked again this often. The live project events
 * refetch it the moment the analysis is stored; this only covers a tab whose event stream is
 * down (a phone waking up), so it is slow.
 */
export const ANALYSIS_PENDING_POLL_MS = 15_000;

/** GET /api/audio/{id} with its analysis (the player's detail query, shared through its key). */
export function useAudioAnalysis(audioId: string, enabled = true) {
  return useQuery({
    ...audioDetailQuery(audioId),
    select: (detail) => detail as WithAnalysis<AudioFileDetail>,
    enabled,
    refetchInterval: (query) =>
      stateOf(query.state.data) === 'pending' ? ANALYSIS_PENDING_POLL_MS : false,
  });
}

const stateOf = (detail: WithAnalysis<AudioFileDetail> | undefined) => detail?.analysisState;
