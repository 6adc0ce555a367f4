import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ShareLinkSummary } from '../../../shared/schemas/share-links';
import { EmptyPanel } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingShape } from '../../components/ui/loading-shape';
import { NamespacedListFooter } from '../../components/ui/paged-list-footer';
import { useShareLinks } from './api/share-links';
import { ReceiptsDialog } from './components/receipts-dialog';
import { RevokeLinkDialog } from './components/revoke-link-dialog';
import { ShareLinkCard } from './components/share-link-card';

/**
 * /share-links: every private link of the profile (and, for an owner, the links members made on
 * its projects), newest first, a page at a time; each with its state, limits and receipts at a
 * glance, Copy link, Revoke and the receipts.
 */
export function ShareLinksPage() {
  const { t } = useTranslation('share-links');
  const links = useShareLinks();
  const [toRevoke, setToRevoke] = useState<ShareLinkSummary | null>(null);
  const [receiptsOf, setReceiptsOf] = useState<ShareLinkSummary | null>(null);
  // A "listened" notification opens /share-links?link={id}: that link's receipts, once loaded.
  const [params, setParams] = useSearchParams();
  const askedId = params.get('link');
  const shownReceipts =
    receiptsOf ?? links.items.find((link) => link.id === askedId && link.canSeeReceipts) ?? null;
  const closeReceipts = () => {
    setReceiptsOf(null);
    if (askedId) setParams({}, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('page.title')} · ${t('common:appName')}`}</title>
      <header>
        <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-zinc-400 sm:text-base">{t('page.subtitle')}</p>
      </header>
      <section aria-labelledby="share-links-heading" className="space-y-4">
        <h2 id="share-links-heading" className="sr-only">
          {t('page.listHeading')}
        </h2>
        {links.data ? (
          links.items.length === 0 ? (
            <EmptyPanel icon={Link2} title={t('empty.title')} body={t('empty.body')} />
          ) : (
            <>
              <ul aria-labelledby="share-links-heading" className="space-y-3">
                {links.items.map((link) => (
                  <ShareLinkCard
                    key={link.id}
                    link={link}
                    onRevoke={setToRevoke}
                    onReceipts={setReceiptsOf}
                  />
                ))}
              </ul>
              <NamespacedListFooter list={links} namespace="share-links" />
            </>
          )
        ) : links.isError ? (
          <ErrorState
            titleAs="p"
            title={t('loadFailed.title')}
            body={t('loadFailed.body')}
            retryLabel={t('common:retry')}
            onRetry={() => void links.refetch()}
            retrying={links.isFetching}
          />
        ) : (
          <LoadingShape label={t('loading')}>
            <ul className="space-y-3" aria-hidden>
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="h-28 rounded-2xl bg-zinc-800/60" />
              ))}
            </ul>
          </LoadingShape>
        )}
      </section>
      <RevokeLinkDialog link={toRevoke} onClose={() => setToRevoke(null)} />
      {shownReceipts && <ReceiptsDialog link={shownReceipts} onClose={closeReceipts} />}
    </div>
  );
}
