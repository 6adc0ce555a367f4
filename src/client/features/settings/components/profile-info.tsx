import { PencilLine, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import type { SettingsResponse } from '../../../../shared/schemas/settings';
import { SettingsCard } from './settings-card';

/** Profile Information: artist name and e-mail, read-only here; Edit Profile opens the profile. */
export function ProfileInfo({ profile }: { profile: SettingsResponse['profile'] }) {
  const { t } = useTranslation('settings');
  const ids = useId();
  const rows: [string, string | null][] = [
    [t('profile.artistName'), profile.artistName],
    [t('profile.email'), profile.email],
  ];
  return (
    <SettingsCard id={`${ids}-heading`} icon={UserRound} title={t('profile.title')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="grid gap-3 sm:grid-cols-2 sm:gap-8">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-zinc-400 uppercase">{label}</dt>
              <dd className="mt-1 text-sm break-all text-zinc-100">
                {value || t('profile.notSet')}
              </dd>
            </div>
          ))}
        </dl>
        <Link
          to="/profile?edit=1"
          className={buttonClasses({ className: 'self-start sm:self-auto' })}
        >
          <PencilLine className="h-4 w-4" aria-hidden />
          {t('profile.edit')}
        </Link>
      </div>
    </SettingsCard>
  );
}
