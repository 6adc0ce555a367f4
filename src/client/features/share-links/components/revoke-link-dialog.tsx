import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShareLinkSummary } from '../../../../shared/schemas/share-links';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useRevokeShareLink } from '../api/share-links';

/** "Revoke this link?": the recipient's page answers "revoked" from then on; it cannot be undone. */
export function RevokeLinkDialog({
  link,
  onClose,
}: {
  link: ShareLinkSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('share-links');
  const revoke = useRevokeShareLink();
  return (
    <ConfirmDialog
      open={link !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('revoke.title')}
      body={t('revoke.body', { name: link?.recipientName ?? '' })}
      detail={link?.target.title}
      labels={{ confirm: t('revoke.confirm'), pending: t('revoke.pending') }}
      pending={revoke.isPending}
      icon={Trash2}
      onConfirm={() => {
        if (!link) return;
        revoke.mutate(link.id, {
          onSuccess: () => {
            toast.success(t('revoke.done', { name: link.recipientName }));
            onClose();
          },
          onError: (error) =>
            toast.error(t('revoke.failed'), { description: errorMessage(error, t('tryAgain')) }),
        });
      }}
    />
  );
}
