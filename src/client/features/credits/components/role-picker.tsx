import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_CREDIT_ROLE_LENGTH,
  MAX_CREDIT_ROLES,
  PREDEFINED_CREDIT_ROLES,
  PROJECT_TAB_CREDIT_ROLES,
} from '../../../../shared/schemas/credits';
import { hasRole, withoutRole, withRole } from '../lib/credit-form';
import { useRoleLabel } from './use-role-label';
import { ToggleChip } from '../../../components/ui/toggle-chip';
import { IconButton } from '../../../components/ui/icon-button';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';

interface RolePickerProps {
  roles: string[];
  onChange: (roles: string[]) => void;
  /** Already in the reader's language; tied to the group with aria-describedby. */
  error?: string;
}

/**
 * The roles of a credit: toggles for the project-tab list and the wider predefined list, and a
 * field for custom roles. Chosen roles show as removable chips; everything works by keyboard.
 */
export function RolePicker({ roles, onChange, error }: RolePickerProps) {
  const { t } = useTranslation('credits');
  const roleLabel = useRoleLabel();
  const [custom, setCustom] = useState('');
  const full = roles.length >= MAX_CREDIT_ROLES;

  const addCustom = () => {
    if (!custom.trim() || full) return;
    onChange(withRole(roles, custom).slice(0, MAX_CREDIT_ROLES));
    setCustom('');
  };
  const handleCustomKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the role instead of submitting the dialog.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addCustom();
  };
  const toggle = (role: string) =>
    onChange(hasRole(roles, role) ? withoutRole(roles, role) : withRole(roles, role));

  const toggles = (list: readonly string[], labelKey: 'common' | 'more') => (
    <div role="group" aria-label={t(`form.roleGroups.${labelKey}`)} className="mt-2">
      <p className="mb-1.5 text-xs text-zinc-400" aria-hidden>
        {t(`form.roleGroups.${labelKey}`)}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {list.map((role) => {
          const on = hasRole(roles, role);
          return (
            <ToggleChip key={role} pressed={on} disabled={!on && full} onClick={() => toggle(role)}>
              {roleLabel(role)}
            </ToggleChip>
          );
        })}
      </div>
    </div>
  );

  const errorId = error ? 'credit-roles-error' : undefined;
  return (
    <fieldset aria-describedby={[errorId, 'credit-roles-hint'].filter(Boolean).join(' ')}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('form.roles')}</legend>
      {roles.length === 0 ? (
        <p className="text-xs text-zinc-400">{t('form.noRoles')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('form.chosenRoles')}>
          {roles.map((role) => (
            <li
              key={role}
              className="inline-flex items-center gap-1 rounded-full bg-brand-600/20 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-100"
            >
              {roleLabel(role)}
              <IconButton
                look="chip-remove"
                onClick={() => onChange(withoutRole(roles, role))}
                label={t('form.removeRole', { role: roleLabel(role) })}
              >
                <X className="h-3 w-3" aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {toggles(PROJECT_TAB_CREDIT_ROLES, 'common')}
      {toggles(PREDEFINED_CREDIT_ROLES, 'more')}
      <div className="mt-3">
        <label htmlFor="credit-custom-role" className="mb-1.5 block text-xs text-zinc-400">
          {t('form.customRole')}
        </label>
        <div className="flex gap-2">
          <Input
            id="credit-custom-role"
            value={custom}
            maxLength={MAX_CREDIT_ROLE_LENGTH}
            disabled={full}
            placeholder={t('form.customRolePlaceholder')}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={handleCustomKey}
          />
          <Button
            variant="secondary"
            size="stretch"
            dimmed={50}
            onClick={addCustom}
            disabled={full || !custom.trim()}
            className="shrink-0"
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('form.addRole')}
          </Button>
        </div>
      </div>
      <p id="credit-roles-hint" className="mt-1.5 text-xs text-zinc-400">
        {full ? t('form.rolesFull', { max: MAX_CREDIT_ROLES }) : t('form.rolesHint')}
      </p>
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
