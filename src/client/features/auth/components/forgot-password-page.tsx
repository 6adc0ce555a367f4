import { MailCheck, MailX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  forgotPasswordSchema,
  RESET_LINK_TTL_MINUTES,
} from '../../../../shared/schemas/password-reset';
import { useForgotPassword } from '../api/password-reset';
import { useSite } from '../../../lib/queries/site';
import { AuthCardPage } from './auth-card-page';
import { requestErrorText } from './request-error';
import { TextField } from '../../../components/ui/text-field';
import { SubmitButton } from './submit-button';
import { textLinkClass } from '../../../components/ui/button';

/** /forgot-password: asks for a reset link; the answer is the same whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Without an SMTP server a reset e-mail reaches nobody (issue 25 item 4): say who can help.
  const emailConfigured = useSite().data?.emailConfigured ?? true;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setError(t('forgotPassword.invalidEmail'));
    setError(null);
    forgot.mutate(parsed.data, {
      onError: (failure) => setError(requestErrorText(failure, t, t('forgotPassword.failed'))),
    });
  };

  return (
    <AuthCardPage title={`${t('forgotPassword.title')} · ${t('common:appName')}`}>
      <h1 className="text-2xl font-bold text-white">{t('forgotPassword.title')}</h1>
      {!emailConfigured ? (
        <div role="status" className="mt-4 space-y-3 text-sm text-zinc-300">
          <MailX className="h-8 w-8 text-amber-300" aria-hidden />
          <p>{t('forgotPassword.noMail')}</p>
          <p className="text-zinc-400">{t('forgotPassword.noMailHowTo')}</p>
        </div>
      ) : forgot.isSuccess ? (
        <div role="status" className="mt-4 space-y-3 text-sm text-zinc-300">
          <MailCheck className="h-8 w-8 text-brand-300" aria-hidden />
          <p>{t('forgotPassword.sent', { minutes: RESET_LINK_TTL_MINUTES })}</p>
        </div>
      ) : (
        <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
          <p className="text-sm text-zinc-400">{t('forgotPassword.subtitle')}</p>
          <TextField
            id="forgot-password-email"
            type="email"
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            autoComplete="email"
            required
            value={email}
            error={error ?? undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SubmitButton
            pending={forgot.isPending}
            label={t('forgotPassword.submit')}
            pendingLabel={t('forgotPassword.sending')}
          />
        </form>
      )}
      <p className="mt-6 text-center text-sm text-zinc-400">
        <Link to="/login" className={textLinkClass}>
          {t('forgotPassword.backToSignIn')}
        </Link>
      </p>
    </AuthCardPage>
  );
}
