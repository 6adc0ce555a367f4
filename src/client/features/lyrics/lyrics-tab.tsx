import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/error-state';
import { useProjectLyrics } from './api/lyrics';
import { FirstLyricsWorkspace } from './components/first-lyrics-workspace';
import { LyricsWorkspace, type LyricsWorkspaceProps } from './components/lyrics-workspace';
import { LoadingShape } from '../../components/ui/loading-shape';

type LyricsTabProps = Omit<LyricsWorkspaceProps, 'lyrics'>;

/**
 * The project's lyrics (spec part 2 §2 "Lyrics tab"): the newest lyrics in the rich-text editor,
 * live with everyone who has them open (issue 26 item 2), with syllable counts, rhymes and AI
 * suggestions beside it. The project page, the studio's lyrics tab and (as `variant="panel"`)
 * the player's slide-up panel all show this one editor of the one document.
 */
export function LyricsTab({ project, variant = 'page', ...rest }: LyricsTabProps) {
  const { t } = useTranslation('lyrics');
  const lyrics = useProjectLyrics(project.id);

  if (lyrics.isPending) {
    return (
      <LoadingShape label={t('loading')} className="space-y-4">
        <div className="h-10 w-full max-w-lg animate-pulse rounded-lg bg-zinc-800/60" />
        {variant === 'panel' ? (
          <div className="h-40 animate-pulse rounded-2xl bg-zinc-800/40" />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="h-96 animate-pulse rounded-2xl bg-zinc-800/40" />
            <div className="h-64 animate-pulse rounded-2xl bg-zinc-800/40" />
          </div>
        )}
      </LoadingShape>
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
  const newest = lyrics.data[0];
  // The live document of the newest entry; none yet, the first words create it. Keyed by the
  // entry, so another entry becoming the newest opens its own document.
  return newest ? (
    <LyricsWorkspace
      key={newest.id}
      project={project}
      lyrics={newest}
      variant={variant}
      {...rest}
    />
  ) : (
    <FirstLyricsWorkspace key={project.id} project={project} variant={variant} {...rest} />
  );
}
