import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';

/** The choices a pick dialog offers and how the rest of them load. */
export interface PickChoices {
  options: { id: string; label: string }[] | undefined;
  isError: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  loadMore: () => void;
}

interface BulkPickDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  label: string;
  /** Said instead of the select when there is nothing to choose. */
  none: string;
  confirmLabel: string;
  choices: PickChoices;
  pending: boolean;
  onConfirm: (id: string, label: string) => void;
}

/** "Add to playlist" / "Move to project" for a selection: one labelled select, then confirm. */
export function BulkPickDialog({
  open,
  onOpenChange,
  title,
  body,
  label,
  none,
  confirmLabel,
  choices,
  pending,
  onConfirm,
}: BulkPickDialogProps) {
  const { t } = useTranslation('audio');
  const selectId = useId();
  const [picked, setPicked] = useState('');
  const { options } = choices;
  const chosen = options?.find((option) => option.id === picked) ?? options?.[0];

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={title} description={body} closeLabel={t('bulk.close')}>
        <div className="mt-4 space-y-3">
          {options === undefined ? (
            <p className="text-sm text-zinc-400">
              {choices.isError ? t('bulk.loadFailed') : t('bulk.loading')}
            </p>
          ) : options.length === 0 ? (
            <p className="text-sm text-zinc-400">{none}</p>
          ) : (
            <SelectField
              id={selectId}
              label={label}
              value={chosen?.id ?? ''}
              onChange={(event) => setPicked(event.target.value)}
            >
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          )}
          {choices.hasMore && (
            <Button
              variant="secondary"
              size="sm"
              disabled={choices.isFetchingMore}
              onClick={choices.loadMore}
            >
              {choices.isFetchingMore && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {t('bulk.more')}
            </Button>
          )}
        </div>
        <DialogFooter className="mt-6">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {t('bulk.cancel')}
            </Button>
          </DialogClose>
          <Button
            disabled={pending || !chosen}
            onClick={() => chosen && onConfirm(chosen.id, chosen.label)}
          >
            {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {pending ? t('bulk.working') : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
