import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/query-client';
import { useDeleteAccount } from '../api/settings';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { SettingRow, SettingsCard } from './settings-card';
import { clearKeptLyricsDocs } from '../../../lib/kept-lyrics-docs';

/** Danger zone: delete the account for good, after typing its password again. */
export function DeleteAccount() {
  const { t } = useTranslation('settings');
  const ids = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    setPassword('');
    setError(null);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('delete.passwordRequired'));
      return;
    }
    remove.mutate(password, {
      onSuccess: () => {
        // Everything cached was the deleted account's; the landing page is for visitors.
        queryClient.clear();
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        void clearKeptLyricsDocs();
        void navigate('/', { replace: true });
        toast.success(t('delete.done'));
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status === 403
            ? t('delete.wrongPassword')
            : failure instanceof ApiError
              ? failure.shownMessage
              : t('delete.failed'),
        ),
    });
  };

  return (
    <SettingsCard
      id={`${ids}-heading`}
      icon={AlertTriangle}
      title={t('delete.title')}
      tone="danger"
    >
      <SettingRow
        labelId={`${ids}-label`}
        label={t('delete.label')}
        descriptionId={`${ids}-about`}
        description={t('delete.description')}
      >
        <Dialog open={open} onOpenChange={handleOpenChange}>
          <DialogTrigger asChild>
            <Button variant="danger">
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('delete.button')}
            </Button>
          </DialogTrigger>
          <DialogContent
            role="alertdialog"
            title={t('delete.dialogTitle')}
            description={t('delete.dialogBody')}
          >
            <form onSubmit={handleSubmit} noValidate className="mt-5">
              <TextField
                id={`${ids}-password`}
                label={t('delete.passwordLabel')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(null);
                }}
                error={error}
                announceError
              />
              <DialogActions
                className="pt-6"
                actionLabel={t('delete.confirm')}
                pendingLabel={t('delete.deleting')}
                pending={remove.isPending}
                actionIcon={Trash2}
                actionVariant="danger"
              />
            </form>
          </DialogContent>
        </Dialog>
      </SettingRow>
    </SettingsCard>
  );
}
