import {
  Award,
  Fingerprint,
  UserRound,
  UserRoundCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Tabs } from '../../../components/ui/tabs';
import { useTranslation } from 'react-i18next';

export const PROFILE_TABS = ['basic', 'ids', 'credits', 'connections', 'representatives'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const TAB_ICONS: Record<ProfileTab, LucideIcon> = {
  basic: UserRound,
  ids: Fingerprint,
  credits: Award,
  connections: Users,
  representatives: UserRoundCheck,
};

export const profileTabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const profilePanelId = (tab: ProfileTab) => `profile-panel-${tab}`;

/** The profile's tabs (WAI-ARIA tabs: one tab stop, arrows, Home and End move between them). */
export function ProfileTabList({
  active,
  onChange,
}: {
  active: ProfileTab;
  onChange: (tab: ProfileTab) => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Tabs
      tabs={PROFILE_TABS}
      active={active}
      onChange={onChange}
      label={t('tabs.label')}
      labelOf={(tab) => t(`tabs.${tab}`)}
      iconOf={(tab) => TAB_ICONS[tab]}
      tabId={profileTabId}
      panelId={profilePanelId}
      className="-mx-4 px-4 sm:mx-0 sm:px-0"
    />
  );
}
