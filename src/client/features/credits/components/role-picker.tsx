import { Check, Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_CREDIT_ROLE_LENGTH,
  MAX_CREDIT_ROLES,
  PREDEFINED_CREDIT_ROLES,
  PROJECT_TAB_CREDIT_ROLES,
} from '../../../../shared/schemas/credits';
import { hasRole, withoutRole, withRole } from '../lib/credit-form';
import { creditInputClass } from './credit-styles';
import { useRoleLabel } from './use-role-label';

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
            <button
              key={role}
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => toggle(role)}
              className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-50 ${
                on
                  ? 'border-brand-500 bg-brand-600 text-white'
                  : 'border-zinc-700 text-zinc-300 hover:border-zinc-500 hover:bg-zinc-800'
              }`}
            >
              {on && <Check className="h-3 w-3" aria-hidden />}
              {roleLabel(role)}
            </button>
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
              <button
                type="button"
                onClick={() => onChange(withoutRole(roles, role))}
                aria-label={t('form.removeRole', { role: roleLabel(role) })}
                className="rounded-full p-0.5 text-brand-200 hover:bg-brand-600/40 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
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
          <input
            id="credit-custom-role"
            value={custom}
            maxLength={MAX_CREDIT_ROLE_LENGTH}
            disabled={full}
            placeholder={t('form.customRolePlaceholder')}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={handleCustomKey}
            className={creditInputClass}
          />
          <button
            type="button"
            onClick={addCustom}
            disabled={full || !custom.trim()}
            className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-zinc-700 px-3 text-sm font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-50"
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('form.addRole')}
          </button>
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
