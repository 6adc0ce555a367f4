import { Loader2, UserMinus } from 'lucide-react';
import { isProjectOwner } from '../../../../shared/permissions';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import {
  INVITED_ROLES,
  type Collaboration,
  type InvitedRole,
} from '../../../../shared/schemas/collaborations';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useChangeRole } from '../api/collaborations';
import { initialOf, memberName, permissionChips } from '../lib/member-display';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/card';

interface MemberRowProps {
  member: Collaboration;
  /** The signed-in profile is this member. */
  isYou: boolean;
  /** The owner manages members: a role select and Remove. */
  manage: boolean;
  onRemove: (member: Collaboration) => void;
}

/** An active collaborator: who, their role and what it allows (part 2 §6 chips). */
export function MemberRow({ member, isYou, manage, onRemove }: MemberRowProps) {
  const { t } = useTranslation('collaborations');
  const changeRole = useChangeRole(member.projectId);
  const name = memberName(member);
  const email = member.user?.email ?? member.inviteEmail;

  const handleRoleChange = (role: InvitedRole) =>
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          toast.success(t('members.roleChanged'), {
            description: t('members.roleChangedBody', { name, role: t(`roles.${role}`) }),
          }),
        onError: (failure) => toast.error(errorMessage(failure, t('members.roleFailed'))),
      },
    );

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar name={name} tone="brand" initials={initialOf(name)} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-zinc-100">
          {name}
          {isYou && <span className="ml-1.5 text-zinc-400">{t('members.you')}</span>}
        </p>
        <p className="truncate text-xs text-zinc-400">{email}</p>
        <ul
          aria-label={t('members.permissions', { name })}
          className="mt-1.5 flex flex-wrap gap-1.5"
        >
          {permissionChips(member.role).map((chip) => (
            <Badge as="li" key={chip}>
              {t(`chips.${chip}`)}
            </Badge>
          ))}
        </ul>
      </div>
      {manage && !isProjectOwner(member.role) ? (
        <div className="flex items-center gap-2">
          {changeRole.isPending && (
            <Loader2 className="h-4 w-4 animate-spin text-zinc-400" aria-hidden />
          )}
          <Select
            aria-label={t('members.roleFor', { name })}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(e) => handleRoleChange(e.target.value as InvitedRole)}
            padding="sm"
            className="w-auto"
          >
            {INVITED_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
          <Button
            variant="danger-outline"
            size="sm"
            onClick={() => onRemove(member)}
            aria-label={t('members.removeLabel', { name })}
          >
            <UserMinus className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('members.remove')}</span>
          </Button>
        </div>
      ) : (
        <span className="rounded-full bg-brand-600/15 px-2.5 py-1 text-xs font-medium text-brand-50">
          {t(`roles.${member.role}`)}
        </span>
      )}
    </li>
  );
}
