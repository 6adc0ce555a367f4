import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/permissions';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { AudioAnalysis } from '../../../../shared/schemas/audio-analysis';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { projectDetailsQuery, useDetailsLabels, useSaveDetails } from '../../details';
import { detailsAlreadyMatch, detailsFromAnalysis } from '../lib/analysis-figures';
import { canMakeSong } from './song-row-types';

/**
 * "Use in song details" (issue 27 item 5): the measured tempo and key written to the song
 * project's details in one click. Details are per project, so a library song is offered
 * "Make it a song" first; only who may write the details (the owner) is offered either.
 */
export function useAnalysisDetails(song: AudioFile, analysis: AudioAnalysis | null) {
  const { t } = useTranslation('audio');
  const { optionLabel } = useDetailsLabels();
  const offer = detailsFromAnalysis(analysis);
  const mayWrite = !song.projectIsLibrary && can(song.projectRole, 'details.write');
  const details = useQuery({
    ...projectDetailsQuery(song.projectId),
    enabled: offer !== null && mayWrite,
  });
  const save = useSaveDetails(song.projectId, (error) =>
    toast.error(t('analysis.toDetailsFailed'), {
      description: errorMessage(error, '') || undefined,
    }),
  );

  const apply = () => {
    if (!offer) return;
    save.mutate(offer, {
      onSuccess: () => toast.success(t('analysis.toDetailsDone', { values: describe() })),
    });
  };
  const describe = () =>
    [
      offer?.tempo !== undefined ? t('analysis.bpmValue', { value: offer.tempo }) : null,
      offer?.key !== undefined ? optionLabel('key', offer.key) : null,
    ]
      .filter(Boolean)
      .join(', ');

  if (!offer) return { kind: 'none' as const };
  if (song.projectIsLibrary) {
    return canMakeSong(song) ? { kind: 'makeSong' as const } : { kind: 'none' as const };
  }
  if (!mayWrite) return { kind: 'none' as const };
  return {
    kind: 'offer' as const,
    values: describe(),
    matches: detailsAlreadyMatch(offer, details.data),
    pending: save.isPending,
    apply,
  };
}
