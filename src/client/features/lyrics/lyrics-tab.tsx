import { useTranslation } from 'react-i18next';
import type { Project } from '../../../shared/schemas/projects';
import { ErrorState } from '../../components/ui/error-state';
import { useProjectLyrics } from './api/lyrics';
import { LyricsWorkspace } from './components/lyrics-workspace';

/**
 * The project page's lyrics tab (spec part 2 §2 "Lyrics tab"): the project's newest lyrics in a
 * rich-text editor that saves itself, with syllable counts, rhymes and AI suggestions beside it.
 */
export function LyricsTab({ project }: { project: Project }) {
  const { t } = useTranslation('lyrics');
  const lyrics = useProjectLyrics(project.id);

  if (lyrics.isPending) {
    return (
      <div role="status" aria-busy className="space-y-4">
        <span className="sr-only">{t('loading')}</span>
        <div className="h-10 w-full max-w-lg animate-pulse rounded-lg bg-zinc-800/60" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="h-96 animate-pulse rounded-2xl bg-zinc-800/40" />
          <div className="h-64 animate-pulse rounded-2xl bg-zinc-800/40" />
        </div>
      </div>
    );
  }
  if (lyrics.isError) {
    return (
      <ErrorState
        titleAs="h2"
        title={t('loadError.title')}
        body={t('loadError.body')}
        retryLabel={t('loadError.retry')}
        retrying={lyrics.isFetching}
        onRetry={() => void lyrics.refetch()}
      />
    );
  }
  // Built once per project with what was loaded; later cache updates come from its own saves.
  return <LyricsWorkspace key={project.id} project={project} lyrics={lyrics.data[0] ?? null} />;
}
