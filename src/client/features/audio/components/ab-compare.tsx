import { ArrowLeftRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { Button } from '../../../components/ui/button';
import { Slider } from '../../../components/ui/choice';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { SelectField } from '../../../components/ui/select';
import { AB_FLIP_KEY } from '../../../lib/player/ab/ab-shortcut';
import type { AbSlot } from '../../../lib/player/ab/ab-sync';
import { loudnessMatch, slotLevels } from '../../../lib/player/ab/loudness-match';
import { usePlayer } from '../../../lib/player/player-context';
import { useAudioAnalysis } from '../api/audio-analysis';
import type { WithAnalysis } from '../lib/analysis-figures';
import { AbLoudnessSwitch } from './ab-loudness-switch';
import { formatSongDate } from './song-date';
import { useAbEngine } from './use-ab-engine';

interface AbCompareProps {
  /** Every version of the song, newest first (GET /api/audio/{id}/versions). */
  versions: readonly WithAnalysis<AudioFile>[];
}

/**
 * A/B two versions of a song (issue 27 item 4): pick two, play, and flip between them with the
 * button or the X key at the same position, optionally at the same loudness. It plays on its
 * own, beside the persistent player, which it pauses (and which pauses it) so one thing sounds.
 */
export function AbCompare({ versions }: AbCompareProps) {
  const { t } = useTranslation('audio');
  const fieldId = useId();
  const [ids, setIds] = useState<Record<AbSlot, string>>(() => ({
    a: versions[0]?.id ?? '',
    b: versions[1]?.id ?? '',
  }));
  const [matchOn, setMatchOn] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const container = useRef<HTMLElement>(null);
  const mediaA = useRef<HTMLAudioElement>(null);
  const mediaB = useRef<HTMLAudioElement>(null);
  // A chosen version deleted meanwhile gives way to the newest (or second newest) one.
  const known = (id: string, fallback: number) =>
    versions.some((version) => version.id === id) ? id : (versions[fallback]?.id ?? '');
  const current = { a: known(ids.a, 0), b: known(ids.b, 1) };
  const chosen = (slot: AbSlot) => versions.find((version) => version.id === current[slot]);
  const { engine, state } = useAbEngine({ a: mediaA, b: mediaB }, container);
  const detailA = useAudioAnalysis(current.a, current.a !== '').data;
  const detailB = useAudioAnalysis(current.b, current.b !== '').data;
  const match = loudnessMatch(detailA ?? chosen('a') ?? {}, detailB ?? chosen('b') ?? {});
  const player = usePlayer();

  const label = (slot: AbSlot) => {
    const index = versions.findIndex((version) => version.id === current[slot]);
    return t('ab.versionName', {
      number: versions.length - index,
      title: versions[index]?.title ?? '',
    });
  };

  const urlA = chosen('a')?.url;
  const urlB = chosen('b')?.url;
  useEffect(() => {
    if (engine && urlA && urlB) engine.load({ a: urlA, b: urlB });
  }, [engine, urlA, urlB]);

  const { a: levelA, b: levelB } = slotLevels(match, matchOn);
  useEffect(() => engine?.setLevels({ a: levelA, b: levelB }), [engine, levelA, levelB]);

  // One thing sounds at a time: the persistent player starting pauses the comparison.
  const { isPlaying: playerPlaying, toggle: togglePlayer } = player;
  useEffect(() => {
    if (playerPlaying) engine?.pause();
  }, [playerPlaying, engine]);

  // Announced after each flip, by button or key: "Now hearing B: v2 Final mix".
  const [announced, setAnnounced] = useState(state.active);
  if (announced !== state.active) {
    setAnnounced(state.active);
    setAnnouncement(
      t('ab.nowHearing', { slot: state.active.toUpperCase(), name: label(state.active) }),
    );
  }

  const handlePlay = () => {
    if (!engine) return;
    if (!state.isPlaying && playerPlaying) togglePlayer();
    engine.toggle();
  };

  const choose = (slot: AbSlot, id: string) => setIds((current) => ({ ...current, [slot]: id }));
  const other = state.active === 'a' ? 'b' : 'a';

  return (
    <section
      ref={container}
      aria-labelledby={`${fieldId}-heading`}
      data-testid="ab-compare"
      data-active={state.active}
      className="mb-2 rounded-md border border-zinc-800/80 px-3 py-2"
    >
      <h3 id={`${fieldId}-heading`} className="text-sm font-semibold text-zinc-200">
        {t('ab.heading')}
      </h3>
      <p className="mt-0.5 text-xs text-zinc-400">{t('ab.hint', { key: AB_FLIP_KEY })}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(['a', 'b'] as const).map((slot) => (
          <SelectField
            key={slot}
            id={`${fieldId}-${slot}`}
            label={t(slot === 'a' ? 'ab.versionA' : 'ab.versionB')}
            padding="sm"
            value={current[slot]}
            onChange={(event) => choose(slot, event.target.value)}
          >
            {versions.map((version, index) => (
              <option key={version.id} value={version.id}>
                {t('ab.versionOption', {
                  number: versions.length - index,
                  title: version.title,
                  date: formatSongDate(version.createdAt),
                })}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <PlayToggleButton
          label={state.isPlaying ? t('ab.pause') : t('ab.play')}
          playing={state.isPlaying}
          current={state.isPlaying}
          onToggle={handlePlay}
          size="sm"
        />
        <Button
          variant="secondary"
          size="sm"
          aria-keyshortcuts={AB_FLIP_KEY}
          disabled={!engine || current.a === current.b}
          onClick={() => engine?.flip()}
          data-testid="ab-flip"
        >
          <ArrowLeftRight className="h-4 w-4" aria-hidden />
          {t('ab.flip', { slot: other.toUpperCase(), key: AB_FLIP_KEY })}
        </Button>
        <p className="text-sm text-zinc-200" data-testid="ab-hearing">
          {t('ab.hearing', { slot: state.active.toUpperCase(), name: label(state.active) })}
        </p>
      </div>
      <div className="mt-2 flex items-center gap-2">
        <span className="w-10 text-right text-xs tabular-nums text-zinc-300">
          {formatDuration(state.currentTime)}
        </span>
        <Slider
          className="min-w-0 flex-1"
          aria-label={t('ab.position')}
          aria-valuetext={t('ab.positionValue', {
            time: formatDuration(state.currentTime),
            duration: formatDuration(state.duration),
          })}
          min={0}
          max={Math.max(state.duration, 0.1)}
          step={0.1}
          value={Math.min(state.currentTime, state.duration)}
          onChange={(event) => engine?.seek(Number(event.target.value))}
        />
        <span className="w-10 text-xs tabular-nums text-zinc-400">
          {formatDuration(state.duration)}
        </span>
      </div>
      <AbLoudnessSwitch
        id={`${fieldId}-match`}
        match={match}
        on={matchOn}
        onChange={setMatchOn}
        nameOf={label}
      />
      {state.failed && <p className="mt-1 text-xs text-red-300">{t('ab.failed')}</p>}
      <p aria-live="polite" className="sr-only" data-testid="ab-announcement">
        {announcement}
      </p>
      {/* Both versions stream through these (never decoded whole); Web Audio sets what is heard. */}
      <audio ref={mediaA} data-ab-slot="a" preload="auto" hidden />
      <audio ref={mediaB} data-ab-slot="b" preload="auto" hidden />
    </section>
  );
}
