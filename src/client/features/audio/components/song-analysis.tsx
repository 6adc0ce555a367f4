import { Gauge, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import {
  STREAMING_TARGET_LUFS,
  type AudioAnalysis,
} from '../../../../shared/schemas/audio-analysis';
import { Button } from '../../../components/ui/button';
import { useDetailsLabels } from '../../details';
import { useAudioAnalysis } from '../api/audio-analysis';
import { confidencePercent, streamingAdjustment, type WithAnalysis } from '../lib/analysis-figures';
import { useAnalysisDetails } from './use-analysis-details';

interface SongAnalysisProps {
  song: WithAnalysis<AudioFile>;
  /** "Make it a song", offered before the details of a library song can be written. */
  onMakeSong: (song: AudioFile) => void;
}

/**
 * The song's measured loudness, tempo and key (issue 27 item 5), with how streaming services
 * play it. "Measuring…" turns into the figures without a reload: the detail is refetched by the
 * live project event that the stored analysis publishes.
 */
export function SongAnalysis({ song, onMakeSong }: SongAnalysisProps) {
  const { t } = useTranslation('audio');
  const headingId = useId();
  const detail = useAudioAnalysis(song.id);
  const fields = detail.data?.id === song.id ? detail.data : song;
  const state = fields.analysisState ?? 'pending';
  const analysis = state === 'done' ? (fields.analysis ?? null) : null;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="song-analysis"
      data-state={state}
      className="mb-2 rounded-md border border-zinc-800/80 px-3 py-2"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-zinc-200">
        <Gauge className="h-4 w-4 text-zinc-400" aria-hidden />
        {t('analysis.heading')}
      </h3>
      <div aria-live="polite" className="mt-1 text-sm text-zinc-300">
        {state === 'pending' && (
          <p className="flex items-center gap-2 text-zinc-400">
            <Loader2 className="h-3.5 w-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
            {t('analysis.pending')}
          </p>
        )}
        {state === 'failed' && <p className="text-amber-300">{t('analysis.failed')}</p>}
        {state === 'undecodable' && <p className="text-amber-300">{t('analysis.undecodable')}</p>}
        {analysis && <AnalysisFigures analysis={analysis} />}
      </div>
      {analysis && <DetailsOffer song={song} analysis={analysis} onMakeSong={onMakeSong} />}
    </section>
  );
}

function AnalysisFigures({ analysis }: { analysis: AudioAnalysis }) {
  const { t, i18n } = useTranslation('audio');
  const { optionLabel } = useDetailsLabels();
  const oneDecimal = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const figure = (value: number | null, key: string, none: string) =>
    value === null ? t(none) : t(key, { value: oneDecimal.format(value) });
  const sure = (confidence: number | null) => {
    const percent = confidencePercent(confidence);
    return percent === null ? '' : ` · ${t('analysis.confidence', { percent })}`;
  };
  const streaming = streamingAdjustment(analysis.integratedLufs);
  const target = oneDecimal.format(STREAMING_TARGET_LUFS);
  const rows: [string, string][] = [
    [
      t('analysis.loudness'),
      figure(analysis.integratedLufs, 'analysis.lufsValue', 'analysis.noLoudness'),
    ],
    [t('analysis.truePeak'), figure(analysis.truePeakDbtp, 'analysis.dbtpValue', 'analysis.none')],
    [t('analysis.range'), figure(analysis.loudnessRange, 'analysis.luValue', 'analysis.none')],
    [
      t('analysis.tempo'),
      analysis.bpm === null
        ? t('analysis.noTempo')
        : `${t('analysis.bpmValue', { value: oneDecimal.format(analysis.bpm) })}${sure(analysis.bpmConfidence)}`,
    ],
    [
      t('analysis.key'),
      analysis.key === null
        ? t('analysis.noKey')
        : `${optionLabel('key', analysis.key)}${sure(analysis.keyConfidence)}`,
    ],
  ];
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 sm:grid-cols-[auto_1fr_auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-400">{label}</dt>
            <dd className="tabular-nums text-zinc-100">{value}</dd>
          </div>
        ))}
      </dl>
      {streaming && (
        <p className="mt-1 text-zinc-300" data-testid="streaming-loudness">
          {streaming.kind === 'even'
            ? t('analysis.streamingEven', { target })
            : t(streaming.kind === 'down' ? 'analysis.streamingDown' : 'analysis.streamingUp', {
                target,
                db: oneDecimal.format(streaming.db),
              })}
        </p>
      )}
    </>
  );
}

interface DetailsOfferProps {
  song: AudioFile;
  analysis: AudioAnalysis;
  onMakeSong: (song: AudioFile) => void;
}

function DetailsOffer({ song, analysis, onMakeSong }: DetailsOfferProps) {
  const { t } = useTranslation('audio');
  const offer = useAnalysisDetails(song, analysis);
  if (offer.kind === 'none') return null;
  if (offer.kind === 'makeSong') {
    return (
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-zinc-400">
        {t('analysis.makeSongFirst')}
        <Button variant="subtle-brand" size="xs" onClick={() => onMakeSong(song)}>
          {t('menu.makeSong')}
        </Button>
      </p>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-zinc-400">
      {offer.matches ? (
        t('analysis.inDetails', { values: offer.values })
      ) : (
        <Button
          variant="subtle-brand"
          size="xs"
          busy={offer.pending}
          onClick={offer.apply}
          aria-label={t('analysis.toDetailsLabel', { values: offer.values, title: song.title })}
        >
          {t('analysis.toDetails')}
        </Button>
      )}
    </p>
  );
}
