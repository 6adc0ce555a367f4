import { Loader2, Mail, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import {
  systemSettingsUpdateSchema,
  testEmailSchema,
  type SystemSettings,
  type SystemSettingsUpdate,
} from '../../../../shared/schemas/admin';
import { PanelCard } from '../../../components/ui/panel-card';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { useSaveSystemSettings, useTestEmail } from '../api/settings';
import { InputField } from './form-fields';
import { primaryButtonClass, secondaryButtonClass } from './styles';
import { BusyIcon } from '../../../components/busy-icon';

/** Email Configuration: SMTP server (password write-only) and a real test message. */
export function EmailConfigForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const save = useSaveSystemSettings();
  const test = useTestEmail();
  const [smtpHost, setSmtpHost] = useState(settings.smtpHost);
  const [smtpPort, setSmtpPort] = useState(String(settings.smtpPort));
  const [smtpUser, setSmtpUser] = useState(settings.smtpUser);
  const [smtpPassword, setSmtpPassword] = useState('');
  const [forgetPassword, setForgetPassword] = useState(false);
  const [to, setTo] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    const change: SystemSettingsUpdate = { smtpHost, smtpPort, smtpUser };
    // Blank keeps the stored password; it is only ever sent, never shown.
    if (forgetPassword) change.smtpPassword = '';
    else if (smtpPassword) change.smtpPassword = smtpPassword;
    const parsed = systemSettingsUpdateSchema.safeParse(change);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setSmtpPassword('');
        setForgetPassword(false);
        toast.success(t('email.saved'));
      },
      onError: (error) => toast.error(errorMessage(error, t('saveFailed'))),
    });
  };

  const handleTest = () => {
    const parsed = testEmailSchema.safeParse({ to });
    if (!parsed.success) return setErrors({ to: parsed.error.issues[0]?.message ?? '' });
    setErrors({});
    test.mutate(parsed.data.to, {
      onSuccess: (result) => {
        if (result.delivered === 'failed') {
          toast.error(t('email.testFailed', { reason: result.reason ?? '' }));
        } else toast.success(t(`email.testResult.${result.delivered}`, { to: parsed.data.to }));
      },
      onError: (error) => toast.error(errorMessage(error, t('email.testError'))),
    });
  };

  return (
    <PanelCard id="admin-email-title" title={t('email.title')} icon={Mail}>
      <form onSubmit={handleSave} noValidate className="space-y-4">
        <p className="text-sm text-zinc-400">{t('email.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <InputField
            id="admin-smtp-host"
            label={t('email.host')}
            placeholder="smtp.example.com"
            value={smtpHost}
            error={errors.smtpHost}
            onChange={(e) => setSmtpHost(e.target.value)}
          />
          <InputField
            id="admin-smtp-port"
            label={t('email.port')}
            type="number"
            min={1}
            max={65535}
            value={smtpPort}
            error={errors.smtpPort}
            onChange={(e) => setSmtpPort(e.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="admin-smtp-user"
            label={t('email.user')}
            autoComplete="off"
            value={smtpUser}
            error={errors.smtpUser}
            onChange={(e) => setSmtpUser(e.target.value)}
          />
          <InputField
            id="admin-smtp-password"
            label={t('email.password')}
            type="password"
            autoComplete="new-password"
            value={smtpPassword}
            disabled={forgetPassword}
            hint={settings.smtpPasswordSet ? t('email.passwordStored') : t('email.passwordNone')}
            onChange={(e) => setSmtpPassword(e.target.value)}
          />
        </div>
        {settings.smtpPasswordSet && (
          <label className="flex items-center gap-2 text-sm text-zinc-300">
            <input
              type="checkbox"
              checked={forgetPassword}
              onChange={(e) => setForgetPassword(e.target.checked)}
              className="h-4 w-4 accent-brand-600"
            />
            {t('email.forgetPassword')}
          </label>
        )}
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {t('email.save')}
        </button>
      </form>
      <div className="mt-6 flex flex-col gap-3 border-t border-zinc-800 pt-5 sm:flex-row sm:items-start">
        <InputField
          id="admin-test-email-to"
          label={t('email.testTo')}
          type="email"
          value={to}
          error={errors.to}
          onChange={(e) => setTo(e.target.value)}
          className="flex-1"
        />
        <button
          type="button"
          onClick={handleTest}
          disabled={test.isPending}
          className={`${secondaryButtonClass} sm:mt-7`}
        >
          <BusyIcon busy={test.isPending} icon={Send} />
          {t('email.test')}
        </button>
      </div>
    </PanelCard>
  );
}
