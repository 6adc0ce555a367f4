import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { useDetailsLabels } from '../../details';
import type { WithAnalysis } from '../lib/analysis-figures';
import { cellArea } from './song-table-layout';

/**
 * The tempo and key columns of a song's row (issue 27 item 5): the measured figures, "…" while
 * the file is measured, a dash when there is none (no steady beat, a file that failed).
 */
export function SongAnalysisCells({ song }: { song: WithAnalysis<AudioFile> }) {
  const { t } = useTranslation('audio');
  const { optionLabel } = useDetailsLabels();
  const analysis = song.analysisState === 'done' ? song.analysis : null;
  const pending = song.analysisState === 'pending';
  // What a screen reader hears instead of the dash: measuring, none found, or not measured.
  const missing = (none: string) => (
    <span title={pending ? t('analysis.pending') : undefined}>
      <span aria-hidden>{pending ? '…' : '—'}</span>
      <span className="sr-only">
        {pending ? t('analysis.pending') : analysis ? t(none) : t('analysis.none')}
      </span>
    </span>
  );
  const bpm = analysis?.bpm ?? null;
  const key = analysis?.key ?? null;
  return (
    <>
      <div role="cell" className={cellArea.tempo} data-testid="song-tempo">
        {bpm === null
          ? missing('analysis.noTempo')
          : t('analysis.bpmCell', { value: Math.round(bpm) })}
      </div>
      <div role="cell" className={cellArea.key} data-testid="song-key">
        {key === null ? missing('analysis.noKey') : optionLabel('key', key)}
      </div>
    </>
  );
}
