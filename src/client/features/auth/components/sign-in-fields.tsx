import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';
import { TextField } from '../../../components/ui/text-field';

interface SignInFieldsProps {
  /** Prefixes the inputs' ids (`<prefix>-email`, `<prefix>-password`), unique per page. */
  idPrefix: string;
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  /** Marks both inputs as required for assistive technology. */
  required?: boolean;
}

/** The e-mail and password inputs of a sign-in form, with the show/hide password toggle. */
export function SignInFields({
  idPrefix,
  email,
  password,
  onEmailChange,
  onPasswordChange,
  required,
}: SignInFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
        required={required}
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('fields.password')}
        toggleLabel={t('fields.showPassword')}
        autoComplete="current-password"
        required={required}
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
    </>
  );
}
