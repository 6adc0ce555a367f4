import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';

/** The studio's tabs (part 2 §2 "Studio"), in order. */
export const STUDIO_TABS = [
  'audio',
  'lyrics',
  'collaboration',
  'credits',
  'splits',
  'details',
] as const;
export type StudioTab = (typeof STUDIO_TABS)[number];

/** `?tab=` to a known tab; anything else is the songs view. */
export function parseStudioTab(value: string | null): StudioTab {
  return (STUDIO_TABS as readonly string[]).includes(value ?? '') ? (value as StudioTab) : 'audio';
}

export const tabId = (tab: StudioTab) => `studio-tab-${tab}`;
export const panelId = (tab: StudioTab) => `studio-panel-${tab}`;

interface StudioTabsProps {
  current: StudioTab;
  onSelect: (tab: StudioTab) => void;
}

/**
 * The studio's row of tabs (arrows, Home and End move and select). On a phone they do not all
 * fit: a fade and an arrow show that more lie to the side, worded as the project's tabs are.
 */
export function StudioTabs({ current, onSelect }: StudioTabsProps) {
  const { t } = useTranslation('library');
  const { t: tabsWord } = useTranslation('projects');
  return (
    <Tabs
      tabs={STUDIO_TABS}
      active={current}
      onChange={onSelect}
      label={t('tabs.label')}
      labelOf={(tab) => t(`tabs.${tab}`)}
      tabId={tabId}
      panelId={panelId}
      className="-mx-1 px-1"
      scrollLabels={{ back: tabsWord('tabs.scrollBack'), forward: tabsWord('tabs.scrollForward') }}
    />
  );
}
