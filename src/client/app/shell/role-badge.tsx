import { useTranslation } from 'react-i18next';
import type { AccountRole } from '../../../shared/constants';
import { roleBadge } from './profile-display';

const COLOURS = {
  admin: 'bg-red-500/15 text-red-300 ring-red-500/30',
  team_member: 'bg-sky-500/15 text-sky-300 ring-sky-500/30',
  founder: 'bg-amber-500/15 text-amber-300 ring-amber-500/30',
} as const;

/** "Founder", "Administrator" or "Team Member"; nothing for other roles. */
export function RoleBadge({ role }: { role: AccountRole }) {
  const { t } = useTranslation('shell');
  const badge = roleBadge(role);
  if (!badge) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset ${COLOURS[badge]}`}
    >
      {t(`profileMenu.roles.${badge}`)}
    </span>
  );
}
