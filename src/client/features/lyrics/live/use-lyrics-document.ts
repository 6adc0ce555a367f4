import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  acquireLyricsDocument,
  releaseLyricsDocument,
  type LiveLyricsDocument,
  type LiveState,
  type LiveUser,
} from './lyrics-provider';

const NOT_OPEN: LiveState = {
  connection: 'connecting',
  ready: false,
  refusal: null,
  readOnlyByServer: false,
};
const noSubscription = () => () => {};

/**
 * The live document of one lyrics entry for an editor (lyrics-provider.ts): opened with the
 * editor, shared with any other editor of the tab on the same entry, closed after the last.
 * `ownerId` is the signed-in profile (whose kept edits these are); `user` what co-writers see.
 */
export function useLyricsDocument(lyricsId: string, ownerId: string, user: LiveUser) {
  const [live, setLive] = useState<LiveLyricsDocument | null>(null);
  const [firstUser] = useState(user);

  useEffect(() => {
    const opened = acquireLyricsDocument(lyricsId, ownerId, firstUser);
    setLive(opened);
    return () => releaseLyricsDocument(opened);
  }, [lyricsId, ownerId, firstUser]);

  // A new name or colour is shown to the others without reopening the document.
  useEffect(() => {
    live?.setUser(user);
  }, [live, user]);

  const state = useSyncExternalStore(
    live?.subscribe ?? noSubscription,
    () => live?.state ?? NOT_OPEN,
  );
  return { live, state };
}
