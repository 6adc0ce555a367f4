import {
  BarChart3,
  HardDrive,
  LayoutDashboard,
  Settings2,
  Users,
  FolderKanban,
} from 'lucide-react';
import { Tabs } from '../../../components/ui/tabs';
import { useTranslation } from 'react-i18next';

export const ADMIN_TABS = [
  'dashboard',
  'users',
  'projects',
  'content',
  'system',
  'analytics',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const ICONS = {
  dashboard: LayoutDashboard,
  users: Users,
  projects: FolderKanban,
  content: HardDrive,
  system: Settings2,
  analytics: BarChart3,
} as const;

/** The tab a `?tab=` value names, else the Dashboard. */
export const adminTabOf = (value: string | null): AdminTab =>
  (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'dashboard';

export const adminTabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const adminPanelId = (tab: AdminTab) => `admin-panel-${tab}`;

/** The console's six tabs (WAI-ARIA tabs: arrows, Home and End move between them). */
export function AdminTabList({
  active,
  onChange,
}: {
  active: AdminTab;
  onChange: (tab: AdminTab) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Tabs
      tabs={ADMIN_TABS}
      active={active}
      onChange={onChange}
      label={t('tabs.label')}
      labelOf={(tab) => t(`tabs.${tab}`)}
      iconOf={(tab) => ICONS[tab]}
      tabId={adminTabId}
      panelId={adminPanelId}
    />
  );
}
