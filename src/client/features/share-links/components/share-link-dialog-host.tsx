import { closeShareRequest, useShareRequest } from '../../../lib/share-request';
import { ShareLinkDialog } from './share-link-dialog';

/** Shows the "Share privately…" dialog a menu asked for (see share-request). */
export function ShareLinkDialogHost() {
  const request = useShareRequest();
  if (!request) return null;
  return (
    <ShareLinkDialog
      key={request.serial}
      target={request.target}
      open={request.open}
      onOpenChange={(open) => !open && closeShareRequest()}
      onCloseAutoFocus={(event) => {
        // The menu item that opened the dialog has gone with its menu: back to the menu's button.
        const button = request.returnFocusTo;
        if (button?.isConnected) {
          event.preventDefault();
          button.focus();
        }
      }}
    />
  );
}
