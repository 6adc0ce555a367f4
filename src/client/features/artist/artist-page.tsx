import { UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  PublicPageFrame,
  PublicPageLoadFailed,
  PublicPageUnavailable,
} from '../../components/public-page-states';
import { isMissingArtist, useArtistPage } from './api/artist-page';
import { ArtistProfile } from './components/artist-profile';
import { ArtistSkeleton } from './components/artist-states';

/** /artist/:handle, public (no sign-in, no app shell): an artist's page as they chose to share it. */
export function ArtistPublicPage() {
  const { t } = useTranslation('artist');
  const { handle = '' } = useParams();
  const page = useArtistPage(handle);

  let title: string;
  let content: ReactNode;
  if (page.data) {
    title = page.data.displayName;
    content = <ArtistProfile artist={page.data} />;
  } else if (page.isError && isMissingArtist(page.error)) {
    title = t('unavailable.title');
    content = <PublicPageUnavailable ns="artist" icon={UserRoundX} />;
  } else if (page.isError) {
    title = t('loadFailed.title');
    content = (
      <PublicPageLoadFailed
        ns="artist"
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    );
  } else {
    title = t('pageTitle');
    content = <ArtistSkeleton />;
  }

  return <PublicPageFrame title={title}>{content}</PublicPageFrame>;
}
