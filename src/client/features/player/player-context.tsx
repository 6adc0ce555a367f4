import type { ReactNode } from 'react';
import type { PlayerContextValue } from './player-types';

/** Placeholder: filled in by the player's owner. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Placeholder: filled in by the player's owner. */
export function usePlayer(): PlayerContextValue {
  throw new Error('Player not built yet');
}
