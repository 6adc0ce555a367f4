import { closeNewPlaylistRequest, useNewPlaylistRequest } from './new-playlist-request';
import { NewPlaylistDialog } from './new-playlist-dialog';

/** Shows the "New playlist" dialog that a song's row menu asked for (see new-playlist-request). */
export function NewPlaylistDialogHost() {
  const request = useNewPlaylistRequest();
  if (!request) return null;
  return (
    <NewPlaylistDialog
      song={request.song}
      open={request.open}
      onOpenChange={(open) => !open && closeNewPlaylistRequest()}
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
