import { useCallback, useState } from 'react';

/**
 * A module fetched on first need (a hover, a focus, a click) rather than with the page, and
 * remembered for every later use. A failed fetch is forgotten, so the next need tries again.
 */
export interface OnDemand<T> {
  load: () => Promise<T>;
  /** The module once it has arrived, else undefined. */
  loaded: () => T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * The module for a component: undefined until `request` (safe to call often: hover, focus and
 * click all do) has fetched it, then the module, rendered like any import from then on.
 */
export function useOnDemand<T>(source: OnDemand<T>): [T | undefined, () => void] {
  const [module, setModule] = useState<T | undefined>(source.loaded);
  const request = useCallback(() => {
    // An offline click does nothing; the next hover or click fetches again.
    source.load().then(
      (loaded) => setModule(() => loaded),
      () => undefined,
    );
  }, [source]);
  return [module, request];
}
