import { useTranslation } from 'react-i18next';
import type { RhymeGroup, RhymesResult } from '../../../../shared/schemas/rhymes';
import { Button } from '../../../components/ui/button';

interface RhymeResultsProps {
  result: RhymesResult;
  /** Inserts a word into the lyrics; absent for viewers, who only look words up. */
  onPick?: (word: string) => void;
}

const KINDS = ['perfect', 'near', 'multi'] as const;

/** Perfect, near and multi-syllable rhymes, each grouped by syllable count. */
export function RhymeResults({ result, onPick }: RhymeResultsProps) {
  const { t } = useTranslation('rhymes');
  // Spanish and Portuguese answer consonant rhymes as "perfect" and assonant ones as "near".
  const romance = result.lang !== 'en';
  const kinds = KINDS.filter((kind) => result[kind].some((group) => group.words.length > 0));
  if (kinds.length === 0) {
    return <p className="text-sm text-zinc-400">{t('results.none', { word: result.word })}</p>;
  }
  return (
    <div className="space-y-4">
      {result.approximate && <p className="text-xs text-zinc-400">{t('results.approximate')}</p>}
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`rhymes-${kind}`}>
          <h4
            id={`rhymes-${kind}`}
            className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-zinc-300"
          >
            {t(`results.${romance && kind !== 'multi' ? `${kind}Romance` : kind}`)}
          </h4>
          {result[kind].map((group) => (
            <RhymeGroupList key={group.syllables} group={group} onPick={onPick} />
          ))}
        </section>
      ))}
    </div>
  );
}

function RhymeGroupList({ group, onPick }: { group: RhymeGroup; onPick?: (word: string) => void }) {
  const { t } = useTranslation('rhymes');
  if (group.words.length === 0) return null;
  return (
    <div className="mb-2">
      <p className="mb-1 text-xs text-zinc-400">
        {t('results.syllables', { count: group.syllables })}
      </p>
      <ul className="flex flex-wrap gap-1.5">
        {group.words.map((word) => (
          <li key={word}>
            {onPick ? (
              <Button
                variant="word"
                size="word"
                onClick={() => onPick(word)}
                aria-label={t('results.insert', { word })}
              >
                {word}
              </Button>
            ) : (
              <span className="rounded-md bg-zinc-800 px-2 py-1 text-sm text-zinc-200">{word}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
