import { Disc3, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyPanel } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingShape } from '../../components/ui/loading-shape';
import { NamespacedListFooter } from '../../components/ui/paged-list-footer';
import { useReleases } from './api/releases';
import { NewReleaseDialog } from './components/new-release-dialog';
import { ReleaseCard } from './components/release-card';

/**
 * /releases: the profile's singles, EPs and albums, a page at a time, each with its artwork,
 * type, status, tracks and date; "New release" asks for a type and a title and opens the editor.
 */
export function ReleasesPage() {
  const { t } = useTranslation('releases');
  const releases = useReleases();
  const [creating, setCreating] = useState(false);
  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus className="h-4 w-4" aria-hidden />
      {t('page.new')}
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('page.title')} · ${t('common:appName')}`}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-zinc-400 sm:text-base">{t('page.subtitle')}</p>
        </div>
        {newButton}
      </header>
      <section aria-labelledby="releases-heading" className="space-y-4">
        <h2 id="releases-heading" className="sr-only">
          {t('page.listHeading')}
        </h2>
        {releases.data ? (
          releases.items.length === 0 ? (
            <EmptyPanel icon={Disc3} title={t('empty.title')} body={t('empty.body')} />
          ) : (
            <>
              <ul aria-labelledby="releases-heading" className="space-y-3">
                {releases.items.map((release) => (
                  <ReleaseCard key={release.id} release={release} />
                ))}
              </ul>
              <NamespacedListFooter list={releases} namespace="releases" />
            </>
          )
        ) : releases.isError ? (
          <ErrorState
            titleAs="p"
            title={t('loadFailed.title')}
            body={t('loadFailed.body')}
            retryLabel={t('common:retry')}
            onRetry={() => void releases.refetch()}
            retrying={releases.isFetching}
          />
        ) : (
          <LoadingShape label={t('page.loading')}>
            <ul className="space-y-3" aria-hidden>
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="h-24 rounded-2xl bg-zinc-800/60" />
              ))}
            </ul>
          </LoadingShape>
        )}
      </section>
      <NewReleaseDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
