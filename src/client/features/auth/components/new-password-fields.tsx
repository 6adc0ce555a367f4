import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  /** The two inputs' ids: `<password>` and `<confirm>`. */
  ids: { password: string; confirm: string };
  /** The new password's label (the confirmation's is always "Confirm password"). */
  passwordLabel: string;
  /** The new password's placeholder, if any. */
  placeholder?: string;
  password: string;
  confirm: string;
  errors?: { password?: string; confirm?: string };
  /** Whether both are marked required for assistive technology. */
  required?: boolean;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

/** A new password and its confirmation, each with its show/hide toggle (register and reset). */
export function NewPasswordFields({
  ids,
  passwordLabel,
  placeholder,
  password,
  confirm,
  errors = {},
  required,
  onPasswordChange,
  onConfirmChange,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        id={ids.password}
        label={passwordLabel}
        toggleLabel={t('fields.showPassword')}
        placeholder={placeholder}
        autoComplete="new-password"
        required={required}
        value={password}
        error={errors.password}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
      <PasswordField
        id={ids.confirm}
        label={t('fields.confirmPassword')}
        toggleLabel={t('fields.showConfirmPassword')}
        autoComplete="new-password"
        required={required}
        value={confirm}
        error={errors.confirm}
        onChange={(e) => onConfirmChange(e.target.value)}
      />
    </>
  );
}
