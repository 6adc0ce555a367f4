import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { presenceUserOf, type PresenceUser } from './presence-carets';

/** Everyone on the document now, one entry per account (two tabs of one person are one). */
function peopleOf(awareness: Awareness): PresenceUser[] {
  const people = new Map<string, PresenceUser>();
  for (const state of awareness.getStates().values()) {
    const user = presenceUserOf((state as { user?: unknown }).user);
    if (user && !people.has(user.accountId)) people.set(user.accountId, user);
  }
  return [...people.values()];
}

/** Who is on the lyrics, kept current from the awareness (joins, leaves, renames). */
export function usePresence(awareness: Awareness): PresenceUser[] {
  const [people, setPeople] = useState(() => peopleOf(awareness));
  useEffect(() => {
    const changed = () => setPeople(peopleOf(awareness));
    changed();
    awareness.on('change', changed);
    return () => awareness.off('change', changed);
  }, [awareness]);
  return people;
}
