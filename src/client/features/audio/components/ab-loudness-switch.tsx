import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import type { AbSlot } from '../../../lib/player/ab/ab-sync';
import type { LoudnessMatch } from '../../../lib/player/ab/loudness-match';

interface AbLoudnessSwitchProps {
  id: string;
  match: LoudnessMatch;
  on: boolean;
  onChange: (on: boolean) => void;
  /** The version in a slot, as the comparison names it ("v2 Final mix"). */
  nameOf: (slot: AbSlot) => string;
}

/**
 * "Match loudness": plays the louder version turned down to the quieter one's integrated
 * loudness. Off, with the reason beside it, while either version has no measured loudness.
 */
export function AbLoudnessSwitch({ id, match, on, onChange, nameOf }: AbLoudnessSwitchProps) {
  const { t, i18n } = useTranslation('audio');
  const decibels = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  let note: string;
  if (!match.available) {
    note = t(`ab.matchOff.${match.reason}`, {
      slot: match.slot.toUpperCase(),
      name: nameOf(match.slot),
    });
  } else {
    const louder: AbSlot = match.gainDb.a < match.gainDb.b ? 'a' : 'b';
    const db = -match.gainDb[louder];
    note =
      db < 0.05
        ? t('ab.matchSame')
        : t(on ? 'ab.matchApplied' : 'ab.matchWould', {
            slot: louder.toUpperCase(),
            db: decibels.format(db),
          });
  }
  return (
    <div className="mt-2 flex items-start gap-3">
      <Switch
        id={id}
        checked={on && match.available}
        onChange={onChange}
        disabled={!match.available}
        labelledBy={`${id}-label`}
        describedBy={`${id}-note`}
      />
      <div className="min-w-0 text-sm">
        <p id={`${id}-label`} className="font-medium text-zinc-200">
          {t('ab.match')}
        </p>
        <p id={`${id}-note`} className="text-xs text-zinc-400" data-testid="ab-match-note">
          {note}
        </p>
      </div>
    </div>
  );
}
