import { KeyRound, Link2Off, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/notify';
import { PASSWORD_LINK_TTL_DAYS, setPasswordSchema } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/page-spinner';
import { TextField } from '../../components/ui/text-field';
import { ApiError, errorMessage } from '../../lib/api-client';
import { usePasswordLink, useSetPassword } from './api/password-link';

type PasswordField = 'password' | 'confirm';

/** /set-password/:token: the e-mailed link of an account an administrator created. */
export function SetPasswordPage() {
  const { t } = useTranslation('set-password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = usePasswordLink(token);
  const setPassword = useSetPassword();
  const [values, setValues] = useState<Record<PasswordField, string>>({
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const { password, confirm } = values;
  /** The new password and its confirmation: labelled, hidden, offered to password managers. */
  const passwordField = (name: PasswordField) => ({
    id: `set-password-${name}`,
    label: t(name),
    type: 'password',
    autoComplete: 'new-password',
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = setPasswordSchema.safeParse({ token, password });
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message });
    if (password !== confirm) return setErrors({ confirm: t('mismatch') });
    setErrors({});
    setPassword.mutate(parsed.data, {
      onSuccess: (user) => {
        toast.success(t('done'));
        void navigate(user.onboarded ? '/home' : '/onboarding');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          setErrors({ password: error.fieldErrors.password ?? error.shownMessage });
        }
        toast.error(errorMessage(error, t('failed')));
        if (error instanceof ApiError && error.status === 404) void link.refetch();
      },
    });
  };

  if (link.isPending) return <PageSpinner />;
  const dead = link.isError;
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.18),_transparent_60%)] px-4 py-12">
      <title>{`${t('title')} · ${t('common:appName')}`}</title>
      <main className="w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600/15 text-brand-300">
          {dead ? (
            <Link2Off className="h-6 w-6" aria-hidden />
          ) : (
            <KeyRound className="h-6 w-6" aria-hidden />
          )}
        </span>
        <h1 className="text-2xl font-bold text-white">{dead ? t('dead.title') : t('title')}</h1>
        {dead ? (
          <>
            <p className="mt-2 text-sm text-zinc-300">
              {link.error instanceof ApiError && link.error.status === 404
                ? t('dead.body', { days: PASSWORD_LINK_TTL_DAYS })
                : t('dead.loadFailed')}
            </p>
            <Link
              to="/login"
              className="mt-6 inline-block text-sm font-medium text-brand-300 hover:underline"
            >
              {t('dead.signIn')}
            </Link>
          </>
        ) : (
          <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
            <p className="text-sm text-zinc-400">
              {t('subtitle', { appName: t('common:appName') })}
            </p>
            <TextField
              id="set-password-email"
              label={t('email')}
              type="email"
              value={link.data.email}
              readOnly
              autoComplete="username"
            />
            <TextField {...passwordField('password')} />
            <TextField {...passwordField('confirm')} />
            <Button type="submit" disabled={setPassword.isPending} className="w-full">
              {setPassword.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {t('submit')}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
