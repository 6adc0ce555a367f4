import { Clock, Link2Off, ShieldOff } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LANGUAGE_STORAGE_KEY } from '../../../i18n/i18n';
import {
  PublicPageFrame,
  PublicPageLoadFailed,
  PublicPageUnavailable,
} from '../../../components/public-page-states';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { LoadingShape } from '../../../components/ui/loading-shape';
import { useSharedLink, useSharedLinkTracks } from '../../../features/share-links/api/shared-link';
import { linkRefusal } from '../../../features/share-links/lib/link-refusal';
import { ListeningNotice } from '../../../features/share-links/components/listening-notice';
import { UnlockForm } from '../../../features/share-links/components/unlock-form';
import { useListenReporter } from '../../../features/share-links/components/use-listen-reporter';
import { toSharedPlayerTrack } from '../../../features/share-links/lib/shared-tracks';
import { PlayerBar } from '../../shell/player-bar';
import { NowPlaying } from './now-playing';
import { SharedLinkHero } from './shared-link-hero';
import { SharedLinkTracks } from './shared-link-tracks';

const REFUSAL_ICONS = { expired: Clock, revoked: ShieldOff, gone: Link2Off } as const;

/**
 * /s/:token, public: a private share link for one recipient, without an account or the app
 * shell. Its password first when it has one; once it is over, a page that says why. The notice
 * that listening is reported stands above every play button; the receipts reporter samples
 * the global player (whose bar this page mounts itself) while the page is open.
 */
export function SharedLinkPage() {
  const { t, i18n } = useTranslation('share-links');
  const { token = '' } = useParams();
  const shared = useSharedLink(token);
  const link = shared.data;
  const pages = useSharedLinkTracks(token, link !== undefined);
  const playerTracks = useMemo(
    () => (link ? pages.items.map((track) => toSharedPlayerTrack(track, link)) : []),
    [link, pages.items],
  );
  const audioIds = useMemo(() => new Set(pages.items.map((track) => track.audioId)), [pages.items]);
  useListenReporter(token, audioIds);

  // The sender's choice of language, unless the listener has chosen one on this site before.
  const language = link?.language;
  useEffect(() => {
    if (language && !localStorage.getItem(LANGUAGE_STORAGE_KEY)) void i18n.changeLanguage(language);
  }, [language, i18n]);

  const refusal = linkRefusal(shared.error) ?? linkRefusal(pages.error);

  let title: string;
  let content: ReactNode;
  if (refusal === 'password') {
    title = t('unlock.title');
    content = <UnlockForm token={token} />;
  } else if (refusal) {
    title = t(`${refusal === 'gone' ? 'unavailable' : refusal}.title`);
    content = (
      <PublicPageUnavailable
        ns="share-links"
        icon={REFUSAL_ICONS[refusal]}
        reason={refusal === 'gone' ? 'unavailable' : refusal}
      />
    );
  } else if (link) {
    title = link.title;
    content = (
      <>
        <SharedLinkHero link={link} />
        <div className="mt-6">
          <ListeningNotice senderName={link.senderName} />
        </div>
        <NowPlaying token={token} link={link} tracks={pages.items} />
        {pages.items.length > 0 ? (
          <>
            <SharedLinkTracks
              tracks={pages.items}
              playerTracks={playerTracks}
              total={pages.total ?? pages.items.length}
              onNearEnd={pages.loadMore}
            />
            <NamespacedListFooter list={pages} namespace="share-links" autoLoad={false} />
          </>
        ) : pages.isPending ? (
          <LoadingShape label={t('listener.songsLoading')}>
            <div className="mt-8 h-40 rounded-2xl bg-zinc-800/60" aria-hidden />
          </LoadingShape>
        ) : pages.isError ? (
          <PublicPageLoadFailed
            ns="share-links"
            onRetry={() => void pages.refetch()}
            retrying={pages.isFetching}
          />
        ) : (
          <p className="mt-8 text-sm text-zinc-400">{t('listener.empty')}</p>
        )}
      </>
    );
  } else if (shared.isError) {
    title = t('loadFailed.title');
    content = (
      <PublicPageLoadFailed
        ns="share-links"
        onRetry={() => void shared.refetch()}
        retrying={shared.isFetching}
      />
    );
  } else {
    title = t('listener.pageTitle');
    content = (
      <LoadingShape label={t('listener.loading')}>
        <div className="h-40 rounded-2xl bg-zinc-800/60" aria-hidden />
      </LoadingShape>
    );
  }

  return (
    <PublicPageFrame title={title} className="pb-[var(--player-height,0px)]" after={<PlayerBar />}>
      <meta name="robots" content="noindex" />
      {content}
    </PublicPageFrame>
  );
}
