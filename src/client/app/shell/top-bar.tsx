import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { useSite } from '../../lib/queries/site';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { UploadsIndicator } from '../../features/uploads';
import { ProfileMenu } from './profile-menu';
import { SearchBox } from './search-box';
import { ShareAppButton } from './share-app-button';
import { IconButton, iconButtonClasses } from '../../components/ui/icon-button';

interface TopBarProps {
  user: CurrentUser | null;
  /** What the toggle controls: the sidebar (large screens) or the drawer (small screens). */
  toggle: { expanded: boolean; controls: string; isLarge: boolean; onToggle: () => void };
}

/**
 * The shell's top bar: navigation toggle, the global search (signed in), the uploads under way,
 * share, notifications and the profile menu.
 */
export function TopBar({ user, toggle }: TopBarProps) {
  const { t } = useTranslation('shell');
  const ToggleIcon = !toggle.isLarge ? Menu : toggle.expanded ? PanelLeftClose : PanelLeftOpen;
  // The administrator's Site Name; subscribing re-renders the brand when it changes.
  const brand = useSite().data?.siteName ?? t('common:appName');
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-zinc-800 bg-zinc-950/90 px-2 backdrop-blur sm:gap-3 sm:px-4">
      <IconButton
        look="bar"
        onClick={toggle.onToggle}
        label={toggle.isLarge ? t('toggleSidebar') : t('openNavigation')}
        aria-expanded={toggle.expanded}
        aria-controls={toggle.controls}
      >
        <ToggleIcon className="h-5 w-5" aria-hidden />
      </IconButton>
      <Link
        to="/home"
        className="hidden items-center gap-2 rounded-lg pr-2 text-lg font-bold text-white sm:flex"
      >
        <img src="/favicon.svg" alt="" className="h-8 w-8" />
        <span className="hidden md:inline">{brand}</span>
        <span className="sr-only md:hidden">{brand}</span>
      </Link>
      <div className="flex min-w-0 flex-1 justify-center px-1">{user && <SearchBox />}</div>
      <div className="flex items-center gap-0.5 sm:gap-1">
        {user && <UploadsIndicator />}
        <ShareAppButton />
        {user && <NotificationBell profileId={user.id} className={iconButtonClasses('bar')} />}
        {user ? (
          <ProfileMenu user={user} />
        ) : (
          <Link
            to="/login"
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-500"
          >
            {t('profileMenu.signIn')}
          </Link>
        )}
      </div>
    </header>
  );
}
