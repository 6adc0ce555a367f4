import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../shared/schemas/profile';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { ProfilePictureButton } from '../../../components/profile-picture-button';
import { profileDisplayName } from '../lib/profile-form';
import { Avatar } from '../../../components/ui/avatar';
import { ProfileActionsMenu } from './profile-actions-menu';

interface ProfileHeaderProps {
  profile: Profile;
  onEdit: () => void;
  onShare: () => void;
}

/** Avatar (click to change it), display name and bio, with their fallbacks (part 1 §2). */
export function ProfileHeader({ profile, onEdit, onShare }: ProfileHeaderProps) {
  const { t } = useTranslation('profile');
  const { user } = useCurrentUser();
  const name = profileDisplayName(profile) ?? t('header.fallbackName');
  return (
    <header className="flex flex-wrap items-center gap-4 sm:gap-6">
      {user ? (
        <ProfilePictureButton user={user} />
      ) : (
        <Avatar name={name} imageUrl={profile.profileImageUrl} size="xl" />
      )}
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold text-white [overflow-wrap:anywhere] sm:text-3xl">
          {name}
        </h1>
        <p className="mt-1 whitespace-pre-line text-sm text-zinc-400 [overflow-wrap:anywhere] sm:text-base">
          {profile.bio || t('header.fallbackBio')}
        </p>
      </div>
      <ProfileActionsMenu onEdit={onEdit} onShare={onShare} />
    </header>
  );
}
