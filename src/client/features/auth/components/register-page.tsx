import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import { useRegister } from '../api/auth-mutations';
import { BrandLogo } from './brand-logo';
import type { RegisterPageValues } from './form-rules';
import { RegisterForm, type RegisterFieldErrors } from './register-form';
import { registeredDestination } from './registered-destination';
import { requestErrorText } from './request-error';
import { textLinkClass } from '../../../components/ui/button';

/** /register, also the target of invitation links (?invitation, ?email, ?project; part 1 §2). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation');
  const invitedEmail = searchParams.get('email');
  const project = searchParams.get('project');
  const register = useRegister();
  // Invited people who already have an account sign in and land on the same invitation.
  const signInPath = invitation
    ? `/login?next=${encodeURIComponent(`/invitations/${encodeURIComponent(invitation)}`)}`
    : '/login';
  const [serverErrors, setServerErrors] = useState<RegisterFieldErrors>({});

  const handleSubmit = ({ confirmPassword: _confirm, ...values }: RegisterPageValues) => {
    setServerErrors({});
    register.mutate(
      { ...values, ...(invitation ? { invitationToken: invitation } : {}) },
      {
        onSuccess: (result) => void navigate(registeredDestination(result.invitation)),
        onError: (error) => {
          if (error instanceof ApiError) {
            setServerErrors(
              error.status === 409 ? { email: error.shownMessage } : error.fieldErrors,
            );
          }
          toast.error(t('errors.registrationFailedTitle'), {
            description: requestErrorText(error, t, t('errors.registrationFailed')),
          });
        },
      },
    );
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.18),_transparent_60%)] px-4 py-12">
      <div className="mb-8">
        <BrandLogo />
      </div>
      <main className="w-full max-w-lg rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <h1 className="text-2xl font-bold text-white">
          {project ? t('registerPage.joinProject', { project }) : t('registerPage.title')}
        </h1>
        <p className="mb-6 mt-1.5 text-sm text-zinc-400">
          {invitation ? t('registerPage.invitedSubtitle') : t('registerPage.subtitle')}
        </p>
        <RegisterForm
          lockedEmail={invitedEmail}
          pending={register.isPending}
          serverErrors={serverErrors}
          onSubmit={handleSubmit}
        />
        <p className="mt-6 text-center text-sm text-zinc-400">
          {t('registerPage.haveAccount')}{' '}
          <Link to={signInPath} className={textLinkClass}>
            {t('registerPage.signIn')}
          </Link>
        </p>
      </main>
    </div>
  );
}
