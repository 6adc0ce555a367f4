import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  createReleaseSchema,
  RELEASE_TEXT_LIMITS,
  RELEASE_TYPES,
  type Release,
  type ReleaseType,
} from '../../../../shared/schemas/releases';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useCreateRelease } from '../api/releases';
import { problemOf } from '../lib/release-form';
import { useProblemText } from './use-problem-text';

interface NewReleaseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After creating: opens the editor unless told what to do instead (add a song first). */
  onCreated?: (release: Release) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** "New release": its type and title; the rest is filled in the editor. */
export function NewReleaseDialog({
  open,
  onOpenChange,
  onCreated,
  onCloseAutoFocus,
}: NewReleaseDialogProps) {
  const { t } = useTranslation('releases');
  const create = useCreateRelease();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent
        title={t('newRelease.title')}
        description={t('newRelease.description')}
        closeLabel={t('common:close')}
        closeDisabled={create.isPending}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {open && <NewReleaseForm create={create} onCreated={onCreated} onDone={onOpenChange} />}
      </DialogContent>
    </Dialog>
  );
}

function NewReleaseForm({
  create,
  onCreated,
  onDone,
}: {
  create: ReturnType<typeof useCreateRelease>;
  onCreated?: (release: Release) => void;
  onDone: (open: boolean) => void;
}) {
  const { t } = useTranslation('releases');
  const ids = useId();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const [type, setType] = useState<ReleaseType>('single');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReleaseSchema.safeParse({ type, title });
    if (!parsed.success) {
      setError(problemText(problemOf(parsed.error.issues[0]?.message ?? '')));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (release) => {
        onDone(false);
        if (onCreated) onCreated(release);
        else void navigate(`/releases/${release.id}`);
      },
      onError: (failure) =>
        toast.error(t('newRelease.failed'), { description: errorMessage(failure, t('tryAgain')) }),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-5">
      <SelectField
        id={`${ids}-type`}
        label={t('fields.type')}
        value={type}
        onChange={(event) => setType(event.target.value as ReleaseType)}
      >
        {RELEASE_TYPES.map((option) => (
          <option key={option} value={option}>
            {t(`type.${option}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('fields.title')}
        value={title}
        maxLength={RELEASE_TEXT_LIMITS.title}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        announceError
        autoFocus
        autoComplete="off"
      />
      <DialogActions
        actionLabel={t('newRelease.submit')}
        pendingLabel={t('newRelease.creating')}
        pending={create.isPending}
        actionIcon={Plus}
      />
    </form>
  );
}
