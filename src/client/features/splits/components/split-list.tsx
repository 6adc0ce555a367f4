import { Mail, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Split, SplitType } from '../../../../shared/schemas/splits';
import { formatPercent } from '../lib/split-list';
import { IconButton } from '../../../components/ui/icon-button';
import { Card } from '../../../components/ui/card';

interface SplitListProps {
  type: SplitType;
  splits: Split[];
  /** Absent for collaborators: they read splits, only the owner changes them. */
  onEdit?: (split: Split) => void;
  onDelete?: (split: Split) => void;
}

/** One type's splits: who, how to reach them, what for, and their share. */
export function SplitList({ type, splits, onEdit, onDelete }: SplitListProps) {
  const { t } = useTranslation('splits');
  return (
    <Card
      as="ul"
      padding="none"
      aria-label={t(`typeTitles.${type}`)}
      className="divide-y divide-zinc-800"
    >
      {splits.map((split) => (
        <li key={split.id} className="flex items-start gap-4 px-4 py-3.5 sm:px-5">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-zinc-100 [overflow-wrap:anywhere]">{split.name}</p>
            {split.email && (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-zinc-400">
                <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden />
                <span className="truncate">{split.email}</span>
              </p>
            )}
            {split.description && (
              <p className="mt-1 text-sm text-zinc-400 [overflow-wrap:anywhere]">
                {split.description}
              </p>
            )}
          </div>
          <span className="shrink-0 rounded-full bg-brand-600/15 px-2.5 py-1 text-sm font-semibold tabular-nums text-brand-200">
            {formatPercent(split.percentage)}
          </span>
          {onEdit && onDelete && (
            <div className="-my-1 flex shrink-0 gap-1">
              <IconButton
                look="row"
                onClick={() => onEdit(split)}
                label={t('actions.edit', { name: split.name })}
              >
                <Pencil className="h-4 w-4" aria-hidden />
              </IconButton>
              <IconButton
                look="row"
                className="hover:text-red-300"
                onClick={() => onDelete(split)}
                label={t('actions.delete', { name: split.name })}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </IconButton>
            </div>
          )}
        </li>
      ))}
    </Card>
  );
}
