import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isMissingArtist, useArtistPage } from './api/artist-page';
import { PublicPageHeader } from '../../components/public-page-header';
import { ArtistProfile } from './components/artist-profile';
import { ArtistLoadFailed, ArtistMissingMessage, ArtistSkeleton } from './components/artist-states';

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
    content = <ArtistMissingMessage />;
  } else if (page.isError) {
    title = t('loadFailed.title');
    content = <ArtistLoadFailed onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  } else {
    title = t('pageTitle');
    content = <ArtistSkeleton />;
  }

  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.16),_transparent_55%)]">
      <title>{`${title} · ${t('common:appName')}`}</title>
      <PublicPageHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 sm:py-14">{content}</main>
    </div>
  );
}
