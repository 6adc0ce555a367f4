import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SongUploadsArea, useSongUploads } from '../../../features/audio';
import { LibrarySongs } from './library-songs';
import { StudioProjectTab } from './studio-project-tab';
import {
  panelId,
  parseStudioTab,
  StudioTabs,
  tabId,
  type StudioTab,
} from '../../../features/library/components/studio-tabs';

/**
 * The studio (/studio): the library of songs and the songwriting tabs, chosen by `?tab=`. Files
 * dropped on any of its views go to the library (where uploads and takes land first) and the
 * songs view shows, with their upload rows.
 */
export function StudioPage() {
  const { t } = useTranslation('library');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseStudioTab(searchParams.get('tab'));
  // The page's one upload queue: its rows outlive a switch of tabs.
  const uploads = useSongUploads({}, { checkStorage: true });

  const selectTab = (next: StudioTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'audio') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <SongUploadsArea
      uploads={uploads}
      acceptDrops
      destination={t('dropDestination')}
      onDropped={() => tab !== 'audio' && selectTab('audio')}
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
        <header className="mb-5">
          <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-zinc-400">{t('subtitle')}</p>
        </header>
        <StudioTabs current={tab} onSelect={selectTab} />
        <div
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={tab === 'audio' ? undefined : 0}
          className="pt-6 focus:outline-none"
        >
          {tab === 'audio' ? <LibrarySongs uploads={uploads} /> : <StudioProjectTab tab={tab} />}
        </div>
      </div>
    </SongUploadsArea>
  );
}
