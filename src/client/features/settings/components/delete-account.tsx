import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Loader2, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/query-client';
import { useDeleteAccount } from '../api/settings';
import { SettingRow, SettingsCard } from './settings-card';

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
        <Dialog.Root open={open} onOpenChange={handleOpenChange}>
          <Dialog.Trigger className="inline-flex items-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-300">
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('delete.button')}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
            <Dialog.Content
              role="alertdialog"
              className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none"
            >
              <Dialog.Title className="text-lg font-semibold text-white">
                {t('delete.dialogTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-zinc-300">
                {t('delete.dialogBody')}
              </Dialog.Description>
              <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-2">
                <label
                  htmlFor={`${ids}-password`}
                  className="block text-sm font-medium text-zinc-200"
                >
                  {t('delete.passwordLabel')}
                </label>
                <input
                  id={`${ids}-password`}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setError(null);
                  }}
                  aria-invalid={error !== null}
                  aria-describedby={error ? `${ids}-error` : undefined}
                  className="h-10 w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 text-sm text-zinc-100 focus:border-red-500 focus:outline-none focus:ring-2 focus:ring-red-500/40"
                />
                {error && (
                  <p id={`${ids}-error`} role="alert" className="text-sm text-red-400">
                    {error}
                  </p>
                )}
                <div className="flex flex-col-reverse gap-3 pt-4 sm:flex-row sm:justify-end">
                  <Dialog.Close
                    type="button"
                    disabled={remove.isPending}
                    className="rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 disabled:opacity-60"
                  >
                    {t('delete.cancel')}
                  </Dialog.Close>
                  <button
                    type="submit"
                    disabled={remove.isPending}
                    className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
                  >
                    {remove.isPending ? (
                      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                    ) : (
                      <Trash2 className="h-4 w-4" aria-hidden />
                    )}
                    {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
                  </button>
                </div>
              </form>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </SettingRow>
    </SettingsCard>
  );
}
