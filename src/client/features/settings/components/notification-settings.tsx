import { Bell, BellOff, Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsUpdate } from '../../../../shared/schemas/settings';
import { useNotificationPermission } from '../hooks/use-notification-permission';
import { SettingRow, SettingsCard } from './settings-card';
import { Switch } from '../../../components/ui/switch';
import { Button } from '../../../components/ui/button';

interface NotificationSettingsProps {
  pushNotifications: boolean;
  emailNotifications: boolean;
  onChange: (changes: AccountSettingsUpdate) => void;
}

/** Notifications: browser notifications (with this browser's permission) and e-mail. */
export function NotificationSettings({
  pushNotifications,
  emailNotifications,
  onChange,
}: NotificationSettingsProps) {
  const { t } = useTranslation('settings');
  const ids = useId();
  const permission = useNotificationPermission();

  // Turning push on is a click, so the browser may ask for its permission right then.
  const handlePushChange = (on: boolean) => {
    onChange({ pushNotifications: on });
    if (on && permission.state === 'default') void permission.request();
  };

  return (
    <SettingsCard id={`${ids}-heading`} icon={Bell} title={t('notifications.title')}>
      <SettingRow
        labelId={`${ids}-push`}
        label={t('notifications.push.label')}
        descriptionId={`${ids}-push-about`}
        description={
          <>
            <p>{t('notifications.push.description')}</p>
            <p className="mt-1 flex items-center gap-1.5" data-testid="push-permission">
              {permission.state === 'granted' ? (
                <Check className="h-4 w-4 text-emerald-400" aria-hidden />
              ) : (
                <BellOff className="h-4 w-4 text-zinc-400" aria-hidden />
              )}
              {t(`notifications.push.permission.${permission.state}`)}
            </p>
          </>
        }
      >
        {permission.state === 'default' && (
          <Button variant="secondary" size="compact" onClick={() => void permission.request()}>
            {t('notifications.push.allow')}
          </Button>
        )}
        <Switch
          checked={pushNotifications}
          onChange={handlePushChange}
          labelledBy={`${ids}-push`}
          describedBy={`${ids}-push-about`}
        />
      </SettingRow>
      <SettingRow
        labelId={`${ids}-email`}
        label={t('notifications.email.label')}
        descriptionId={`${ids}-email-about`}
        description={t('notifications.email.description')}
      >
        <Switch
          checked={emailNotifications}
          onChange={(on) => onChange({ emailNotifications: on })}
          labelledBy={`${ids}-email`}
          describedBy={`${ids}-email-about`}
        />
      </SettingRow>
    </SettingsCard>
  );
}
