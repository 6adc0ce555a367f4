import { Link2Off, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { resetPasswordSchema } from '../../../../shared/schemas/password-reset';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useResetPassword } from '../api/password-reset';
import { AuthCardPage } from './auth-card-page';
import { primaryButtonClass, textLinkClass } from './form-styles';
import { PasswordField } from './password-field';
import { requestErrorText } from './request-error';

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
        <PasswordField
          id="reset-password-new"
          label={t('resetPassword.password')}
          toggleLabel={t('fields.showPassword')}
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          id="reset-password-confirm"
          label={t('fields.confirmPassword')}
          toggleLabel={t('fields.showConfirmPassword')}
          autoComplete="new-password"
          required
          value={confirm}
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" disabled={reset.isPending} className={primaryButtonClass}>
          {reset.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {reset.isPending ? t('resetPassword.saving') : t('resetPassword.submit')}
        </button>
      </form>
    </AuthCardPage>
  );
}
