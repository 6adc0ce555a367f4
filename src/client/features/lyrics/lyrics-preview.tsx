import { useTranslation } from 'react-i18next';
import type { Project } from '../../../shared/schemas/projects';
import { RetryButton } from '../../components/ui/retry-button';
import { useProjectLyrics } from './api/lyrics';
import { lyricsPreview } from './lib/lyrics-text';

/**
 * The overview's lyrics preview (spec part 2 §2): the newest lyrics' first three lines, cut at
 * 150 characters. Rendered as text, never as HTML.
 */
export function LyricsPreview({ project }: { project: Project }) {
  const { t } = useTranslation('lyrics');
  const lyrics = useProjectLyrics(project.id);

  if (lyrics.isPending) {
    return (
      <div aria-busy className="space-y-2">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2].map((row) => (
          <div
            key={row}
            className="h-4 animate-pulse rounded bg-zinc-800/60"
            style={{ width: `${90 - row * 15}%` }}
          />
        ))}
      </div>
    );
  }
  if (lyrics.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-zinc-400">
          {t('preview.error')}
        </p>
        <RetryButton
          label={t('loadError.retry')}
          retrying={lyrics.isFetching}
          onRetry={() => void lyrics.refetch()}
        />
      </div>
    );
  }
  const newest = lyrics.data[0];
  const text = newest ? lyricsPreview(newest.content) : '';
  if (!newest || text.trim() === '') {
    return <p className="text-sm text-zinc-400">{t('preview.empty')}</p>;
  }
  return (
    <div className="space-y-1">
      <p dir="auto" className="text-sm font-medium text-zinc-200 [overflow-wrap:anywhere]">
        {newest.title}
      </p>
      {/* Each line decides its own direction: a right-to-left line reads right to left. */}
      <p className="text-sm text-zinc-300 [overflow-wrap:anywhere]">
        {text.split('\n').map((line, index) => (
          <span key={index} dir="auto" className="block">
            {line}
          </span>
        ))}
      </p>
    </div>
  );
}
