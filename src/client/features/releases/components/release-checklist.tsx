import { useTranslation } from 'react-i18next';
import type { Release } from '../../../../shared/schemas/releases';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useMakeTrackSong } from '../api/releases';
import { failingCount } from '../lib/checklist';
import { ChecklistLines } from './checklist-lines';

/** The readiness checklist of the release and of each track, with what fixes each line. */
export function ReleaseChecklist({ release }: { release: Release }) {
  const { t } = useTranslation('releases');
  const makeSong = useMakeTrackSong(release.id);
  const failing = failingCount(release.checklist);
  const handleMakeSong = (audioId: string) =>
    makeSong.mutate(audioId, {
      onSuccess: () => toast.success(t('toast.songMade')),
      onError: (error) =>
        toast.error(t('toast.makeSongFailed'), { description: errorMessage(error, t('tryAgain')) }),
    });
  return (
    <Card
      as="section"
      padding="responsive"
      aria-labelledby="release-checklist-heading"
      id="checklist"
    >
      <h2 id="release-checklist-heading" className="text-base font-semibold text-zinc-100">
        {t('checklist.heading')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-zinc-400" aria-live="polite">
        {release.checklist.ready
          ? t('checklist.ready')
          : t('checklist.notReady', { count: failing })}
      </p>
      <ChecklistLines
        checklist={release.checklist}
        onMakeSong={handleMakeSong}
        makingSong={makeSong.isPending ? (makeSong.variables ?? null) : null}
      />
    </Card>
  );
}
