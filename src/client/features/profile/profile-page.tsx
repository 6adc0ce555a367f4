import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useProfile } from './api/profile';
import { useProfileOverview } from '../../lib/queries/profile-overview';
import { BasicInfoTab } from './components/basic-info-tab';
import { EditBar } from './components/edit-bar';
import { OverviewListTab } from './components/overview-list-tab';
import { ProfessionalIdsTab } from './components/professional-ids-tab';
import { ProfileHeader } from './components/profile-header';
import { ProfileStats } from './components/profile-stats';
import {
  ProfileTabList,
  profilePanelId,
  profileTabId,
  type ProfileTab,
} from './components/profile-tabs';
import { RepresentativesTab } from './components/representatives-tab';
import { ShareProfileDialog } from './components/share-profile-dialog';
import { useProfileEditor } from './use-profile-editor';

/** /profile: the artist profile in view or edit mode (`?edit=1` opens edit mode). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const overview = useProfileOverview();
  const editor = useProfileEditor(profile.data);
  const [tab, setTab] = useState<ProfileTab>('basic');
  const [sharing, setSharing] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const editRequested = searchParams.get('edit') === '1';
  const { start } = editor;

  // Settings' "Edit Profile" links to /profile?edit=1: open edit mode once, then drop the
  // flag so a reload after saving shows the saved profile.
  useEffect(() => {
    if (!editRequested || !profile.data) return;
    start();
    setTab('basic');
    setSearchParams(
      (params) => {
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
  }, [editRequested, profile.data, start, setSearchParams]);

  if (!profile.data) {
    return profile.isError ? (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorState
          titleAs="h2"
          title={t('loadFailed.title')}
          body={t('loadFailed.body')}
          retryLabel={t('common:retry')}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      </div>
    ) : (
      <PageSpinner />
    );
  }

  const data = profile.data;
  // Edit mode's fields are on Basic Info and Professional IDs: start there.
  const startEditing = () => {
    start();
    setTab((current) => (current === 'ids' ? 'ids' : 'basic'));
  };
  const panel = {
    basic: <BasicInfoTab profile={data} editor={editor} />,
    ids: <ProfessionalIdsTab profile={data} editor={editor} />,
    credits: <OverviewListTab list="credits" overview={overview} />,
    connections: <OverviewListTab list="connections" overview={overview} />,
    representatives: <RepresentativesTab />,
  }[tab];

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('pageTitle')} · ${t('common:appName')}`}</title>
      <ProfileHeader profile={data} onEdit={startEditing} onShare={() => setSharing(true)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 className="sr-only">{t('tabs.label')}</h2>
            <ProfileTabList active={tab} onChange={setTab} />
            <EditBar editor={editor} onStart={startEditing} />
          </div>
          <div
            role="tabpanel"
            id={profilePanelId(tab)}
            aria-labelledby={profileTabId(tab)}
            tabIndex={0}
            className="focus-visible:outline-none"
          >
            {panel}
          </div>
        </div>
        <aside aria-label={t('stats.title')}>
          <ProfileStats overview={overview} />
        </aside>
      </div>
      {sharing && <ShareProfileDialog profile={data} open onOpenChange={setSharing} />}
    </div>
  );
}
