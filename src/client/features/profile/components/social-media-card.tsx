import {
  AtSign,
  Camera,
  CheckCircle2,
  Circle,
  Cloud,
  ExternalLink,
  MonitorPlay,
  Music2,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  MUSIC_PLATFORM_QUICK_LINKS,
  SOCIAL_PLATFORMS,
  socialDisplayValue,
  socialProfileUrl,
  type SocialPlatform,
} from '../../../../shared/schemas/profile-overview';
import type { Profile } from '../../../../shared/schemas/profile';
import type { ProfileEditor } from '../use-profile-editor';
import { EditableField } from './editable-field';
import { ProfileCard } from './profile-card';
import { Button, buttonClasses } from '../../../components/ui/button';

const PLATFORM_ICONS: Record<SocialPlatform['key'], LucideIcon> = {
  instagram: Camera,
  twitter: AtSign,
  youtube: MonitorPlay,
  spotify: Music2,
  soundcloud: Cloud,
};

/** How many of the five platforms the profile has filled in. */
export const connectedPlatforms = (profile: Profile) =>
  SOCIAL_PLATFORMS.filter((platform) => profile[platform.field]).length;

function PlatformRow({ platform, value }: { platform: SocialPlatform; value: string | null }) {
  const { t } = useTranslation('profile');
  const Icon = PLATFORM_ICONS[platform.key];
  return (
    <li className="flex items-center gap-3 rounded-xl border border-zinc-800 px-3 py-2.5">
      <Icon className="h-5 w-5 shrink-0 text-brand-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-zinc-100">{t(`platforms.${platform.key}`)}</p>
        {value ? (
          <a
            href={socialProfileUrl(platform, value)}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate text-sm text-brand-400 underline-offset-2 hover:underline"
          >
            {socialDisplayValue(platform, value)}
            <span className="sr-only"> {t('view.opensInNewTab')}</span>
          </a>
        ) : (
          <p className="text-sm text-zinc-400">{t('view.notSet')}</p>
        )}
      </div>
      <span
        className={`inline-flex shrink-0 items-center gap-1 text-xs font-medium ${value ? 'text-emerald-400' : 'text-zinc-400'}`}
      >
        {value ? (
          <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
        ) : (
          <Circle className="h-3.5 w-3.5" aria-hidden />
        )}
        {value ? t('social.connected') : t('social.notConnected')}
      </span>
    </li>
  );
}

function ExternalButton({ href, label, name }: { href: string; label: string; name?: string }) {
  const { t } = useTranslation('profile');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'secondary', size: 'compact', className: 'shrink-0' })}
      aria-label={name ? `${name} (${t('view.opensInNewTab')})` : undefined}
    >
      <ExternalLink className="h-4 w-4" aria-hidden />
      {label}
    </a>
  );
}

/** Social Media: five platforms, Connected or not; in edit mode one field and Connect each. */
export function SocialMediaCard({ profile, editor }: { profile: Profile; editor: ProfileEditor }) {
  const { t } = useTranslation('profile');
  const count = connectedPlatforms(profile);
  return (
    <ProfileCard
      id="profile-card-social"
      title={t('cards.social')}
      icon={Share2}
      aside={
        !editor.editing && (
          <p className="text-xs text-zinc-400">
            {t('social.summary', { count, total: SOCIAL_PLATFORMS.length })}
          </p>
        )
      }
    >
      {editor.values ? (
        <div className="space-y-4">
          {SOCIAL_PLATFORMS.map((platform) => (
            <EditableField
              key={platform.field}
              editor={editor}
              field={platform.field}
              label={t(`platforms.${platform.key}`)}
              view={null}
              prefix={platform.kind === 'handle' ? '@' : undefined}
              placeholder={t(`placeholders.${platform.key}`)}
              hint={t(`hints.${platform.key}`)}
              aside={
                <ExternalButton
                  href={platform.connectUrl}
                  label={t('social.connect')}
                  name={t('social.connectTo', { platform: t(`platforms.${platform.key}`) })}
                />
              }
            />
          ))}
          <div>
            <p className="mb-2 text-sm font-medium text-zinc-200">{t('social.quickLinks')}</p>
            <ul className="flex flex-wrap gap-2">
              {MUSIC_PLATFORM_QUICK_LINKS.map((link) => (
                <li key={link.key}>
                  <ExternalButton
                    href={link.url}
                    label={t(`platforms.${link.key}`)}
                    name={t(`platforms.${link.key}`)}
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <ul className="space-y-2">
            {SOCIAL_PLATFORMS.map((platform) => (
              <PlatformRow
                key={platform.field}
                platform={platform}
                value={profile[platform.field]}
              />
            ))}
          </ul>
          <Button variant="secondary" size="compact" onClick={editor.start} className="shrink-0">
            <Share2 className="h-4 w-4" aria-hidden />
            {t('social.connectMore')}
          </Button>
        </div>
      )}
    </ProfileCard>
  );
}
