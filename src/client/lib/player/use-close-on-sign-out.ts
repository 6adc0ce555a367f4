import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../queries/current-user';

/**
 * Closes the player when the user signs out or switches profile: the song belongs to the
 * previous profile, and its stream would answer 404 from now on.
 */
export function useCloseOnSignOut(close: () => void) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) close();
    previous.current = userId;
  }, [userId, close]);
}
