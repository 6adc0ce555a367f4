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
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import { BusyIcon } from '../../../components/busy-icon';
import { CheckboxField } from '../../../components/ui/checkbox-field';

type ServerField = 'smtpHost' | 'smtpPort' | 'smtpUser' | 'smtpPassword';

/** Email Configuration: SMTP server (password write-only) and a real test message. */
export function EmailConfigForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const save = useSaveSystemSettings();
  const test = useTestEmail();
  const [server, setServer] = useState<Record<ServerField, string>>({
    smtpHost: settings.smtpHost,
    smtpPort: String(settings.smtpPort),
    smtpUser: settings.smtpUser,
    smtpPassword: '',
  });
  const [forgetPassword, setForgetPassword] = useState(false);
  const [to, setTo] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    const { smtpHost, smtpPort, smtpUser, smtpPassword } = server;
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
        setServer((current) => ({ ...current, smtpPassword: '' }));
        setForgetPassword(false);
        toast.success(t('email.saved'));
      },
      onError: (error) => toast.error(errorMessage(error, t('saveFailed'))),
    });
  };

  const field = (name: ServerField, label: string) => ({
    id: `admin-email-${name}`,
    label,
    value: server[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setServer((current) => ({ ...current, [name]: event.target.value })),
  });

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
          <TextField {...field('smtpHost', t('email.host'))} placeholder="smtp.example.com" />
          <TextField {...field('smtpPort', t('email.port'))} type="number" min={1} max={65535} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('smtpUser', t('email.user'))} autoComplete="off" />
          <TextField
            {...field('smtpPassword', t('email.password'))}
            type="password"
            autoComplete="new-password"
            disabled={forgetPassword}
            hint={settings.smtpPasswordSet ? t('email.passwordStored') : t('email.passwordNone')}
          />
        </div>
        {settings.smtpPasswordSet && (
          <CheckboxField
            label={t('email.forgetPassword')}
            checked={forgetPassword}
            onCheckedChange={setForgetPassword}
          />
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {t('email.save')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-3 border-t border-zinc-800 pt-5 sm:flex-row sm:items-start">
        <TextField
          id="admin-test-email-to"
          label={t('email.testTo')}
          type="email"
          value={to}
          error={errors.to}
          onChange={(e) => setTo(e.target.value)}
          className="flex-1"
        />
        <Button
          variant="secondary"
          onClick={handleTest}
          disabled={test.isPending}
          className="sm:mt-7"
        >
          <BusyIcon busy={test.isPending} icon={Send} />
          {t('email.test')}
        </Button>
      </div>
    </PanelCard>
  );
}
