import { AtSign, Globe, Mail, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { splitCreditRoles, type Credit } from '../../../../shared/schemas/credits';
import { RoleChips } from './role-chips';
import { IconButton } from '../../../components/ui/icon-button';

/** Only web addresses become links; anything else stays text. */
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

interface CreditRowProps {
  credit: Credit;
  /** Edit and delete, for the owner; absent for everyone else. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One credited person: name, roles, ways to reach them, what they did; edit/delete for the owner. */
export function CreditRow({ credit, onEdit, onDelete }: CreditRowProps) {
  const { t } = useTranslation('credits');
  const name = credit.name.trim();
  const shownName = name || t('list.needName');
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <span
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-zinc-800 text-sm font-semibold uppercase text-zinc-200"
        aria-hidden
      >
        {name.charAt(0) || '?'}
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <p
          className={`font-medium [overflow-wrap:anywhere] ${name ? 'text-zinc-100' : 'text-amber-300'}`}
        >
          {shownName}
        </p>
        <RoleChips roles={splitCreditRoles(credit.role)} />
        {(credit.email || credit.website || credit.social) && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-300">
            {credit.email && (
              <li className="flex min-w-0 items-center gap-1.5">
                <Mail className="h-3.5 w-3.5 shrink-0 text-zinc-400" aria-hidden />
                <span className="sr-only">{t('form.fields.email')}: </span>
                <a href={`mailto:${credit.email}`} className="truncate hover:text-brand-300">
                  {credit.email}
                </a>
              </li>
            )}
            {credit.website && (
              <li className="flex min-w-0 items-center gap-1.5">
                <Globe className="h-3.5 w-3.5 shrink-0 text-zinc-400" aria-hidden />
                <span className="sr-only">{t('form.fields.website')}: </span>
                {isWebAddress(credit.website) ? (
                  <a
                    href={credit.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="truncate hover:text-brand-300"
                  >
                    {credit.website.replace(/^https?:\/\//i, '')}
                  </a>
                ) : (
                  <span className="truncate">{credit.website}</span>
                )}
              </li>
            )}
            {credit.social && (
              <li className="flex min-w-0 items-center gap-1.5">
                <AtSign className="h-3.5 w-3.5 shrink-0 text-zinc-400" aria-hidden />
                <span className="sr-only">{t('form.fields.social')}: </span>
                <span className="truncate">{credit.social}</span>
              </li>
            )}
          </ul>
        )}
        {credit.description && (
          <p className="whitespace-pre-line text-sm text-zinc-400 [overflow-wrap:anywhere]">
            {credit.description}
          </p>
        )}
      </div>
      {(onEdit || onDelete) && (
        <div className="flex shrink-0 items-start gap-1">
          {onEdit && (
            <IconButton look="row" onClick={onEdit} label={t('list.edit', { name: shownName })}>
              <Pencil className="h-4 w-4" aria-hidden />
            </IconButton>
          )}
          {onDelete && (
            <IconButton
              look="row"
              onClick={onDelete}
              label={t('list.delete', { name: shownName })}
              className="hover:text-red-400"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </IconButton>
          )}
        </div>
      )}
    </li>
  );
}
