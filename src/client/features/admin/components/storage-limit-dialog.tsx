import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { adminStorageLimitSchema } from '../../../../shared/schemas/storage';
import { useSystemSettings } from '../api/settings';
import { useSetStorageLimit } from '../api/users';
import { AdminDialog } from './admin-dialog';
import { userActionOutcome } from './user-action-outcome';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';

/**
 * "Storage limit": this person's storage in MB instead of their plan's, or back to the plan.
 * A new limit starts from the console's Storage Limit per User (Content tab).
 */
export function StorageLimitDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const settings = useSystemSettings();
  const save = useSetStorageLimit();
  return (
    <AdminDialog
      open
      onOpenChange={onClose}
      pending={save.isPending}
      title={t('users.storageDialog.title', { name: user.name })}
      description={
        user.storageLimitMb === null
          ? t('users.storageDialog.onPlan')
          : t('users.storageDialog.current', { megabytes: user.storageLimitMb })
      }
    >
      {settings.isPending ? (
        <p role="status" className="text-sm text-zinc-400">
          {t('common:loading')}
        </p>
      ) : (
        <StorageLimitForm
          user={user}
          initial={user.storageLimitMb ?? settings.data?.storageLimitMb ?? null}
          save={save}
          onClose={onClose}
        />
      )}
    </AdminDialog>
  );
}

function StorageLimitForm({
  user,
  initial,
  save,
  onClose,
}: {
  user: AdminUser;
  initial: number | null;
  save: ReturnType<typeof useSetStorageLimit>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(initial === null ? '' : String(initial));
  const [error, setError] = useState<string>();

  const submit = (storageLimitMb: number | null) =>
    save.mutate(
      { id: user.id, storageLimitMb },
      userActionOutcome(
        t,
        () =>
          storageLimitMb === null
            ? t('users.storageDialog.cleared', { name: user.name })
            : t('users.storageDialog.saved', { name: user.name, megabytes: storageLimitMb }),
        onClose,
      ),
    );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminStorageLimitSchema.safeParse({ storageLimitMb: Number(value) });
    if (value.trim() === '' || !parsed.success) {
      return setError(parsed.error?.issues[0]?.message ?? t('users.storageDialog.required'));
    }
    setError(undefined);
    submit(parsed.data.storageLimitMb);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <TextField
        id="admin-user-storage-limit"
        label={t('users.storageDialog.label')}
        hint={t('users.storageDialog.hint')}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        {user.storageLimitMb !== null && (
          <Button
            variant="secondary"

            disabled={save.isPending}
            onClick={() => submit(null)}
          >
            {t('users.storageDialog.usePlan')}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {t('users.storageDialog.save')}
        </Button>
      </div>
    </form>
  );
}
