import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui/button';

/** "Forgot password?" under a sign-in form's password. */
export function ForgotPasswordLink() {
  const { t } = useTranslation('auth');
  return (
    <p className="-mt-2 text-right text-sm">
      <Link to="/forgot-password" className={textLinkClass}>
        {t('forgotPassword.link')}
      </Link>
    </p>
  );
}
