import { useCallback, useEffect, useState } from 'react';
import { forgetKeptTake, keepTake, listKeptTakes, type KeptTake } from '../lib/kept-takes';

/** The takes kept in this browser for one place (a project id or 'library'), kept current. */
export function useKeptTakes(place: string) {
  const [takes, setTakes] = useState<KeptTake[]>([]);
  const refresh = useCallback(async () => setTakes(await listKeptTakes(place)), [place]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const keep = useCallback(
    async (take: KeptTake) => {
      await keepTake(take);
      await refresh();
    },
    [refresh],
  );
  const forget = useCallback(
    async (id: string) => {
      await forgetKeptTake(id);
      await refresh();
    },
    [refresh],
  );
  return { takes, keep, forget, refresh };
}
