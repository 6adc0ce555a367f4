import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/schemas/auth';
import { profileDisplayName } from './profile-display';
import { ProfileAvatar } from './profile-avatar';
import { menuItemClass, menuLabelClass, menuSeparatorClass } from './menu-styles';

interface ProfileSwitchGroupProps {
  profiles: ProfileSummary[];
  activeId: string;
  disabled: boolean;
  onSwitch: (profileId: string) => void;
}

/** "Switch Profile": every profile of the account, the active one ticked (shown when > 1). */
export function ProfileSwitchGroup({
  profiles,
  activeId,
  disabled,
  onSwitch,
}: ProfileSwitchGroupProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <DropdownMenu.Separator className={menuSeparatorClass} />
      <DropdownMenu.Label className={menuLabelClass}>
        {t('profileMenu.switchProfile')}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={activeId}
        onValueChange={(id) => id !== activeId && onSwitch(id)}
      >
        {profiles.map((profile) => (
          <DropdownMenu.RadioItem
            key={profile.id}
            value={profile.id}
            disabled={disabled}
            className={menuItemClass}
          >
            <ProfileAvatar profile={profile} imageUrl={profile.profileImageUrl} size="sm" />
            <span className="flex-1 truncate">{profileDisplayName(profile)}</span>
            <DropdownMenu.ItemIndicator>
              <Check
                className="h-4 w-4 text-brand-400"
                aria-label={t('profileMenu.activeProfile')}
              />
            </DropdownMenu.ItemIndicator>
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
