import { Disc3 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicRelease } from '../../../../shared/schemas/releases';
import {
  PublicPageFrame,
  PublicPageLoadFailed,
  PublicPageUnavailable,
} from '../../../components/public-page-states';
import { LoadingShape } from '../../../components/ui/loading-shape';
import { PlayerBar } from '../../shell/player-bar';
import { releasePlayerTracks } from './release-facts';
import { ReleaseHero } from './release-hero';
import { ReleaseTracks } from './release-tracks';

/** What the page shows, from its one request. */
export type ReleasePageState =
  | { kind: 'ready'; release: PublicRelease }
  | { kind: 'gone' }
  | { kind: 'failed'; onRetry: () => void; retrying: boolean }
  | { kind: 'loading' };

/** The page for a given state (its tab title, header, content and the player bar). */
export function ReleasePageView({ state }: { state: ReleasePageState }) {
  const { t } = useTranslation('release-page');
  let title: string;
  let content: ReactNode;
  if (state.kind === 'ready') {
    title = t('pageTitle', { title: state.release.title, artist: state.release.artistName });
    content = <ReleaseContent release={state.release} />;
  } else if (state.kind === 'gone') {
    title = t('unavailable.title');
    content = <PublicPageUnavailable ns="release-page" icon={Disc3} />;
  } else if (state.kind === 'failed') {
    title = t('loadFailed.title');
    content = (
      <PublicPageLoadFailed ns="release-page" onRetry={state.onRetry} retrying={state.retrying} />
    );
  } else {
    title = t('loadingTitle');
    content = (
      <LoadingShape label={t('loading')} className="flex animate-pulse flex-col gap-6 sm:flex-row">
        <div className="aspect-square w-40 rounded-2xl bg-zinc-800/60 sm:w-56" aria-hidden />
        <div className="h-40 flex-1 rounded-2xl bg-zinc-800/60" aria-hidden />
      </LoadingShape>
    );
  }
  return (
    // The fixed player bar publishes --player-height: the page makes room so it covers nothing.
    <PublicPageFrame title={title} className="pb-[var(--player-height,0px)]" after={<PlayerBar />}>
      {content}
    </PublicPageFrame>
  );
}

function ReleaseContent({ release }: { release: PublicRelease }) {
  const playerTracks = useMemo(() => releasePlayerTracks(release), [release]);
  return (
    <>
      <ReleaseHero release={release} tracks={playerTracks} />
      <ReleaseTracks release={release} playerTracks={playerTracks} />
    </>
  );
}
