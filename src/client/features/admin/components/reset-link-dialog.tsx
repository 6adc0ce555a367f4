import { useTranslation } from 'react-i18next';
import { RESET_LINK_TTL_MINUTES } from '../../../../shared/schemas/password-reset';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useSendResetLink } from '../api/reset-link';
import { AdminDialog } from './admin-dialog';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog';

/**
 * "Send reset link": e-mails the person a link to choose a new password. When no SMTP server
 * took the message (e-mail not configured, or it failed) the link is shown to hand over.
 */
export function ResetLinkDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const send = useSendResetLink();
  const link = send.data?.link;

  const handleSend = () =>
    send.mutate(user.id, {
      onSuccess: (result) => {
        if (result.link) return;
        toast.success(t('users.resetDialog.sent', { email: user.email }));
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, t('users.actionFailed'))),
    });
  return (
    <AdminDialog
      open
      onOpenChange={onClose}
      pending={send.isPending}
      title={t('users.resetDialog.title', { name: user.name })}
      description={t('users.resetDialog.description', {
        email: user.email,
        minutes: RESET_LINK_TTL_MINUTES,
      })}
    >
      {link ? (
        <div className="space-y-3">
          <p role="status" className="text-sm text-amber-200">
            {send.data?.delivery === 'failed'
              ? t('users.resetDialog.mailFailed')
              : t('users.resetDialog.noMail')}
          </p>
          <CopyLinkField
            link={link}
            text={{
              label: t('users.resetDialog.linkLabel'),
              copy: t('users.resetDialog.copy'),
              copied: t('users.resetDialog.copied'),
              copyFailed: t('users.resetDialog.copyFailed'),
            }}
          />
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('users.resetDialog.done')}</Button>
          </div>
        </div>
      ) : (
        <DialogActions
          actionLabel={t('users.resetDialog.confirm')}
          pending={send.isPending}
          onAction={handleSend}
        />
      )}
    </AdminDialog>
  );
}
