import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/schemas/auth';
import {
  MenuItemIndicator,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
} from '../../components/ui/menu';
import { profileDisplayName } from './profile-display';
import { ProfileAvatar } from './profile-avatar';

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
      <MenuSeparator />
      <MenuLabel>{t('profileMenu.switchProfile')}</MenuLabel>
      <MenuRadioGroup value={activeId} onValueChange={(id) => id !== activeId && onSwitch(id)}>
        {profiles.map((profile) => (
          <MenuRadioItem key={profile.id} value={profile.id} disabled={disabled}>
            <ProfileAvatar profile={profile} imageUrl={profile.profileImageUrl} size="sm" />
            <span className="flex-1 truncate">{profileDisplayName(profile)}</span>
            <MenuItemIndicator>
              <Check
                className="h-4 w-4 text-brand-400"
                aria-label={t('profileMenu.activeProfile')}
              />
            </MenuItemIndicator>
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </>
  );
}
