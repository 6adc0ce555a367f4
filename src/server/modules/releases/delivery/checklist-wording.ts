import type { Language } from '../../../../shared/constants.js';
import type { ChecklistLine } from '../../../../shared/schemas/releases.js';
import { SPLIT_TYPES, type SplitType } from '../../../../shared/schemas/split-types.js';
import { fill } from '../../../mail/mail-wording.js';
import { de } from './checklist-locales/de.js';
import { en, type ChecklistWording } from './checklist-locales/en.js';
import { es } from './checklist-locales/es.js';
import { it } from './checklist-locales/it.js';
import { pt } from './checklist-locales/pt.js';

/**
 * CHECKLIST.txt is written in the release owner's language (their account settings), as
 * e-mails are in the recipient's: one wording file per language, on the server.
 */
const WORDING: Record<Language, ChecklistWording> = { en, es, pt, de, it };

/** How a pack writes its checklist: the headings and each line with what it found wrong. */
export interface ChecklistTexts {
  notReady: (title: string) => string;
  intro: string;
  release: string;
  track: (position: number, title: string) => string;
  line: (line: ChecklistLine) => string;
}

const isSplitType = (value: unknown): value is SplitType =>
  (SPLIT_TYPES as readonly unknown[]).includes(value);

/** The checklist's texts in `language`, numbers written as that language writes them. */
export function checklistTexts(language: Language): ChecklistTexts {
  const words = WORDING[language];
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const num = (value: string | number | undefined) =>
    typeof value === 'number' ? number.format(value) : '';
  const typeName = (value: unknown) => (isSplitType(value) ? words.splitTypes[value] : '');

  /** What the line found wrong, when its params say (a format, a split type, a loudness). */
  function found({ code, params }: ChecklistLine): string | null {
    if (!params) return null;
    switch (code) {
      case 'lossless':
        return params.container
          ? fill(words.found.format, {
              container: String(params.container).toUpperCase(),
              sampleRate: params.sampleRate ? num(params.sampleRate) : '?',
              bitDepth: params.bitDepth ? num(params.bitDepth) : '?',
            })
          : words.found.formatUnknown;
      case 'splits':
        return fill(words.found.splits, {
          type: typeName(params.splitType),
          percent: num(params.percent),
        });
      case 'splitsConfirmed':
        return fill(words.found.splitsConfirmed, { type: typeName(params.splitType) });
      case 'loudness':
        return fill(words.found.loudness, { lufs: num(params.lufs), target: num(params.target) });
      default:
        return null;
    }
  }

  return {
    notReady: (title) => fill(words.notReady, { title }),
    intro: words.intro,
    release: words.release,
    track: (position, title) => fill(words.track, { position, title }),
    line: (line) => {
      const detail = found(line);
      return detail ? `${words.lines[line.code]} (${detail})` : words.lines[line.code];
    },
  };
}
