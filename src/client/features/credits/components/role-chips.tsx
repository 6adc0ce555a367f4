import { useTranslation } from 'react-i18next';
import { useRoleLabel } from './use-role-label';

/** A credit's roles as small chips, or the "(need role)" hint when it has none. */
export function RoleChips({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('credits');
  const roleLabel = useRoleLabel();
  if (roles.length === 0) {
    return <span className="text-xs font-medium text-amber-300">{t('list.needRole')}</span>;
  }
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('list.roles')}>
      {roles.map((role) => (
        <li
          key={role}
          className="rounded-full bg-brand-600/15 px-2.5 py-0.5 text-xs font-medium text-brand-200"
        >
          {roleLabel(role)}
        </li>
      ))}
    </ul>
  );
}
