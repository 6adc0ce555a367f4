import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';

/** The choices a pick dialog offers and how the rest of them load. */
export interface PickChoices {
  options: { id: string; label: string }[] | undefined;
  isError: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  loadMore: () => void;
}

/** A new choice made on the spot ("New playlist…"): its name, then `onCreate`. */
export interface PickCreate {
  /** The select's last option, and what the dialog offers when there is nothing to choose. */
  optionLabel: string;
  fieldLabel: string;
  maxLength: number;
  /** Whether the typed name may be sent (the create schema's rule). */
  isReady: (name: string) => boolean;
  onCreate: (name: string) => void;
}

/** The select's value for "make a new one" (never an id: ids are UUIDs). */
const NEW_CHOICE = 'new';

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
  create?: PickCreate;
  pending: boolean;
  onConfirm: (id: string, label: string) => void;
}

/**
 * "Add to playlist" / "Move to project" for a selection: one labelled select (with "New
 * playlist…" when `create` is given, which asks for a name), then confirm.
 */
export function BulkPickDialog({
  open,
  onOpenChange,
  title,
  body,
  label,
  none,
  confirmLabel,
  choices,
  create,
  pending,
  onConfirm,
}: BulkPickDialogProps) {
  const { t } = useTranslation('audio');
  const selectId = useId();
  const nameId = useId();
  const [picked, setPicked] = useState('');
  const [name, setName] = useState('');
  const { options } = choices;
  const creating =
    create !== undefined && options !== undefined && (picked === NEW_CHOICE || !options.length);
  const chosen = creating ? undefined : (options?.find((o) => o.id === picked) ?? options?.[0]);
  const ready = creating ? create.isReady(name) : chosen !== undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || !ready) return;
    if (creating) create.onCreate(name.trim());
    else if (chosen) onConfirm(chosen.id, chosen.label);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={title} description={body} closeLabel={t('bulk.close')}>
        <form onSubmit={handleSubmit} noValidate>
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
                value={creating ? NEW_CHOICE : (chosen?.id ?? '')}
                onChange={(event) => setPicked(event.target.value)}
              >
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
                {create && <option value={NEW_CHOICE}>{create.optionLabel}</option>}
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
            {creating && (
              <TextField
                id={nameId}
                label={create.fieldLabel}
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={create.maxLength}
                autoComplete="off"
                required
                autoFocus={options.length === 0}
              />
            )}
          </div>
          <DialogFooter className="mt-6">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {t('bulk.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending || !ready}>
              {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {pending ? t('bulk.working') : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
