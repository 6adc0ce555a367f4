import { Link2Off } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { resetPasswordSchema } from '../../../../shared/schemas/password-reset';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useResetPassword } from '../api/password-reset';
import { AuthCardPage } from './auth-card-page';
import { NewPasswordFields } from './new-password-fields';
import { requestErrorText } from './request-error';
import { SubmitButton } from './submit-button';
import { textLinkClass } from '../../../components/ui/button';

/** /reset-password/:token: the e-mailed link; a new password, then sign in again everywhere. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const dead = reset.error instanceof ApiError && reset.error.status === 404;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ token, password });
    if (!parsed.success) return setErrors({ password: t('errors.passwordTooShort') });
    if (password !== confirm) return setErrors({ confirm: t('errors.passwordMismatch') });
    setErrors({});
    reset.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('resetPassword.done'));
        void navigate('/login', { replace: true });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 404) return;
        setErrors({ password: requestErrorText(failure, t, t('resetPassword.failed')) });
      },
    });
  };

  if (dead) {
    return (
      <AuthCardPage title={`${t('resetPassword.deadTitle')} · ${t('common:appName')}`}>
        <Link2Off className="mb-4 h-8 w-8 text-brand-300" aria-hidden />
        <h1 className="text-2xl font-bold text-white">{t('resetPassword.deadTitle')}</h1>
        <p className="mt-2 text-sm text-zinc-300">{t('resetPassword.deadBody')}</p>
        <p className="mt-6 text-sm">
          <Link to="/forgot-password" className={textLinkClass}>
            {t('resetPassword.askAgain')}
          </Link>
        </p>
      </AuthCardPage>
    );
  }

  return (
    <AuthCardPage title={`${t('resetPassword.title')} · ${t('common:appName')}`}>
      <h1 className="text-2xl font-bold text-white">{t('resetPassword.title')}</h1>
      <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
        <p className="text-sm text-zinc-400">{t('resetPassword.subtitle')}</p>
        <NewPasswordFields
          ids={{ password: 'reset-password-new', confirm: 'reset-password-confirm' }}
          passwordLabel={t('resetPassword.password')}
          password={password}
          confirm={confirm}
          errors={errors}
          required
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
        <SubmitButton
          pending={reset.isPending}
          label={t('resetPassword.submit')}
          pendingLabel={t('resetPassword.saving')}
        />
      </form>
    </AuthCardPage>
  );
}
