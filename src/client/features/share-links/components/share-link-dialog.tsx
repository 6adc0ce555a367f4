import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedShareLink } from '../../../../shared/schemas/share-links';
import { Button } from '../../../components/ui/button';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import type { ShareTarget } from '../lib/share-form';
import { ShareLinkForm } from './share-link-form';

interface ShareLinkDialogProps {
  target: ShareTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Share privately…": one link for one recipient; once made, the link with its Copy button. */
export function ShareLinkDialog({
  target,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ShareLinkDialogProps) {
  const { t } = useTranslation('share-links');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ link: CreatedShareLink; recipient: string } | null>(
    null,
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        width="md"
        onCloseAutoFocus={onCloseAutoFocus}
        title={t(`dialog.title.${target.type}`, { title: target.title })}
        description={
          created ? t('dialog.createdBody', { name: created.recipient }) : t('dialog.description')
        }
        closeLabel={t('common:close')}
        closeDisabled={busy}
      >
        {created ? (
          <div className="mt-5 space-y-5" data-testid="share-link-created">
            <CopyLinkField
              link={created.link.url}
              text={{
                label: t('dialog.linkLabel'),
                copy: t('copy.button'),
                copied: t('copy.done'),
                copyFailed: t('copy.failed'),
              }}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{t('common:close')}</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          open && (
            <ShareLinkForm
              target={target}
              onBusyChange={setBusy}
              onCreated={(link, recipient) => setCreated({ link, recipient })}
            />
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
