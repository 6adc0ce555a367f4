import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCanSetVolume } from '../../../lib/player/volume-support';
import { Slider } from '../../../components/ui/choice';

/**
 * The volume slider, 0 to 1 in steps of 0.01 (part 2 §4). Where the page cannot set the volume
 * (iOS: the device's buttons decide), a slider would move and change nothing, so the bar says
 * where the volume is instead.
 */
export function PlayerVolume({
  volume,
  onChange,
}: {
  volume: number;
  onChange: (v: number) => void;
}) {
  const { t } = useTranslation('player');
  const id = useId();
  const Icon = volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  if (!pageCanSetVolume()) {
    return (
      <p className="flex items-center gap-1 text-xs text-zinc-400">
        <Volume2 className="h-4 w-4" aria-hidden />
        {t('volumeOnDevice')}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-zinc-400">
        <Icon className="h-4 w-4" aria-hidden />
        <span className="sr-only">{t('volume')}</span>
      </label>
      <Slider
        id={id}
        min={0}
        max={1}
        step={0.01}
        value={volume}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={`${Math.round(volume * 100)} %`}
        className="w-16 sm:w-24"
      />
    </div>
  );
}
