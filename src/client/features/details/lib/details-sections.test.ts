import { describe, expect, it } from 'vitest';
import {
  MUSICAL_KEYS,
  SONG_GENRES,
  SONG_MOODS,
  TEMPO_MAX,
} from '../../../../shared/schemas/details';
import { LANGUAGES } from '../../../../shared/constants';
import { DETAILS_FIELDS } from './details-form';
import { DETAILS_SECTIONS, errorValues, keyParts } from './details-sections';

const bundles = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../i18n/locales/*/details.json',
  { eager: true, import: 'default' },
);

describe('details sections', () => {
  it('show every details field exactly once', () => {
    const shown = DETAILS_SECTIONS.flatMap((section) => section.fields);
    expect([...shown].sort()).toEqual([...DETAILS_FIELDS].sort());
  });

  it('split a key into tonic and mode', () => {
    expect(keyParts('C# minor')).toEqual({ tonic: 'C#', mode: 'minor' });
    expect(keyParts('Bb major')).toEqual({ tonic: 'Bb', mode: 'major' });
    expect(keyParts('H-Dur')).toBeNull();
  });

  it('give error messages the numbers they mention', () => {
    expect(errorValues('tempo', 'tempo')).toEqual({ min: 1, max: TEMPO_MAX });
    expect(errorValues('notes', 'tooLong')).toEqual({ max: 5000 });
  });

  it.each(LANGUAGES)('has a %s name for every genre, mood and tonic', (lng) => {
    const bundle = bundles[`../../../i18n/locales/${lng}/details.json`];
    expect(bundle).toBeDefined();
    const missing = [
      ...SONG_GENRES.filter((genre) => !bundle?.genres?.[genre]),
      ...SONG_MOODS.filter((mood) => !bundle?.moods?.[mood]),
      ...MUSICAL_KEYS.map((key) => keyParts(key)?.tonic ?? key).filter(
        (tonic) => !bundle?.tonics?.[tonic],
      ),
    ];
    expect(missing).toEqual([]);
  });
});
