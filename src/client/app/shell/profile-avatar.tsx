import { profileInitials } from './profile-display';

interface ProfileAvatarProps {
  profile: { artistName: string | null; firstName: string; lastName: string };
  imageUrl: string | null;
  size?: 'sm' | 'md';
}

/** The profile picture, or initials on the brand colour when there is none (decorative). */
export function ProfileAvatar({ profile, imageUrl, size = 'md' }: ProfileAvatarProps) {
  const box = size === 'sm' ? 'h-7 w-7 text-[11px]' : 'h-9 w-9 text-xs';
  if (imageUrl) {
    return <img src={imageUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-600 font-semibold text-white`}
    >
      {profileInitials(profile) || '?'}
    </span>
  );
}
