import { ChevronDown, LogOut, Settings, ShieldCheck, UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/notify';
import { can } from '../../../shared/permissions';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { useLogout } from '../../features/auth/api/auth-mutations';
import { useSwitchProfile } from '../../features/auth/api/profiles';
import { useProfiles } from '../../lib/queries/profiles';
import { errorMessage } from '../../lib/api-client';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../components/ui/menu';
import { CreateProfileDialog } from './create-profile-dialog';
import { LanguageSubmenu } from './language-submenu';
import { ProfileAvatar } from './profile-avatar';
import { profileDisplayName } from './profile-display';
import { ProfileSwitchGroup } from './profile-switch-group';
import { RoleBadge } from './role-badge';

/** The avatar menu: who is signed in, switching and creating profiles, pages, language, logout. */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const profiles = useProfiles(true);
  const switchProfile = useSwitchProfile();
  const logout = useLogout();
  const [creating, setCreating] = useState(false);
  const name = profileDisplayName(user);
  const activeId = profiles.data?.find((profile) => profile.isActive)?.id ?? user.id;

  const handleSwitch = (profileId: string) =>
    switchProfile.mutate(profileId, {
      onSuccess: () => toast.success(t('profileMenu.switched')),
      onError: (error) => toast.error(errorMessage(error, t('profileMenu.switchFailed'))),
    });

  // Part 1 §4: a failed logout still leaves for "/".
  const handleLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate('/'),
      onError: () => {
        toast.error(t('profileMenu.logoutFailed'));
        void navigate('/');
      },
    });

  return (
    <>
      <Menu>
        <MenuTrigger className="flex items-center gap-2 rounded-lg p-1 pr-1.5 text-left transition-colors hover:bg-zinc-800 data-[state=open]:bg-zinc-800 sm:pr-2">
          {/* Named by its content, so the name always holds what is visible (WCAG 2.5.3). */}
          <span className="sr-only">{t('profileMenu.button')}: </span>
          <ProfileAvatar profile={user} imageUrl={user.profileImageUrl} />
          <span className="hidden max-w-[9rem] truncate text-sm font-medium text-zinc-100 md:block">
            {name}
          </span>
          <ChevronDown className="hidden h-4 w-4 text-zinc-400 md:block" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end" sideOffset={8} className="min-w-[15rem]">
          <div className="flex items-center gap-3 px-2.5 py-2">
            <ProfileAvatar profile={user} imageUrl={user.profileImageUrl} />
            <div className="min-w-0">
              <p className="flex items-center gap-2 truncate text-sm font-semibold text-white">
                <span className="truncate">{name}</span>
                <RoleBadge role={user.role} />
              </p>
              <p className="truncate text-xs text-zinc-400">{user.email}</p>
            </div>
          </div>
          {profiles.data && profiles.data.length > 1 && (
            <ProfileSwitchGroup
              profiles={profiles.data}
              activeId={activeId}
              disabled={switchProfile.isPending}
              onSwitch={handleSwitch}
            />
          )}
          <MenuItem onSelect={() => setCreating(true)}>
            <UserPlus className="h-4 w-4 text-zinc-400" aria-hidden />
            {t('profileMenu.createProfile')}
          </MenuItem>
          <MenuSeparator />
          <MenuItem onSelect={() => void navigate('/profile')}>
            <UserRound className="h-4 w-4 text-zinc-400" aria-hidden />
            {t('profileMenu.profile')}
          </MenuItem>
          <MenuItem onSelect={() => void navigate('/settings')}>
            <Settings className="h-4 w-4 text-zinc-400" aria-hidden />
            {t('profileMenu.settings')}
          </MenuItem>
          {/* Only administrators see the console (the API refuses everyone else anyway). */}
          {can(user.role, 'admin.console') && (
            <MenuItem onSelect={() => void navigate('/admin')}>
              <ShieldCheck className="h-4 w-4 text-zinc-400" aria-hidden />
              {t('profileMenu.admin')}
            </MenuItem>
          )}
          <LanguageSubmenu />
          <MenuSeparator />
          <MenuItem tone="danger" disabled={logout.isPending} onSelect={handleLogout}>
            <LogOut className="h-4 w-4" aria-hidden />
            {t('profileMenu.logout')}
          </MenuItem>
        </MenuContent>
      </Menu>
      <CreateProfileDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
