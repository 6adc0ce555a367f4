import { Tabs } from '../../../components/ui/tabs';
import { useTranslation } from 'react-i18next';
import { PROJECT_TABS, type ProjectTab } from '../lib/project-tabs';
import { TAB_ICONS } from './project-tab-icons';

/** Ids tying each tab to the one panel shown (aria-controls / aria-labelledby). */
export const tabId = (tab: ProjectTab) => `project-tab-${tab}`;
export const panelId = (tab: ProjectTab) => `project-panel-${tab}`;

interface ProjectTabListProps {
  active: ProjectTab;
  onChange: (tab: ProjectTab) => void;
}

/**
 * The project's tabs (WAI-ARIA tabs: arrows, Home and End move between them). Seven do not fit
 * a phone: a fade and an arrow show that more lie to the side (issue 25 item 10).
 */
export function ProjectTabList({ active, onChange }: ProjectTabListProps) {
  const { t } = useTranslation('projects');
  return (
    <Tabs
      tabs={PROJECT_TABS}
      active={active}
      onChange={onChange}
      label={t('tabs.label')}
      labelOf={(tab) => t(`tabs.${tab}`)}
      iconOf={(tab) => TAB_ICONS[tab]}
      tabId={tabId}
      panelId={panelId}
      scrollLabels={{ back: t('tabs.scrollBack'), forward: t('tabs.scrollForward') }}
    />
  );
}
