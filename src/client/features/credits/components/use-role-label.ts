import { useTranslation } from 'react-i18next';
import { knownRole } from '../lib/credit-form';

/** A role as the reader's language names it: listed roles translated, custom ones as typed. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation('credits');
  return (role) => {
    const known = knownRole(role);
    return known ? t(`roles.${known}`) : role;
  };
}
