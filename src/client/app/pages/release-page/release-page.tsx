import { useParams } from 'react-router';
import { isReleaseGone, usePublicRelease } from './release-api';
import { ReleasePageView, type ReleasePageState } from './release-page-view';

/**
 * /r/:slug, public and indexable: a published release (artwork, tracklist, credits) playable by
 * anyone without an account or the app shell, so it mounts the global player bar itself. Plays
 * heard here are reported through the page's own route.
 */
export function PublicReleasePage() {
  const { slug = '' } = useParams();
  const query = usePublicRelease(slug);
  let state: ReleasePageState;
  if (query.data) state = { kind: 'ready', release: query.data };
  else if (query.isError && isReleaseGone(query.error)) state = { kind: 'gone' };
  else if (query.isError) {
    state = { kind: 'failed', onRetry: () => void query.refetch(), retrying: query.isFetching };
  } else state = { kind: 'loading' };
  return <ReleasePageView state={state} />;
}
