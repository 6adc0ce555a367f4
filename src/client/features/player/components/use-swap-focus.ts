import { useCallback, useEffect, useMemo, useRef } from 'react';

/** How the bar and the pill swap: the toggle, and whether focus should follow the swap. */
export interface PlayerWindowControls {
  onToggleMinimised: () => void;
  /** True once after the user minimised or expanded (then focus moves to the new button). */
  takeFocusRequest: () => boolean;
}

/** A ref for the minimise/expand button that receives focus after the bar/pill swap. */
export function useSwapFocus(windowControls: PlayerWindowControls) {
  const ref = useRef<HTMLButtonElement>(null);
  const { takeFocusRequest } = windowControls;
  useEffect(() => {
    if (takeFocusRequest()) ref.current?.focus();
  }, [takeFocusRequest]);
  return ref;
}

/**
 * Minimise and expand swap the bar for the pill: focus follows to the counterpart button
 * instead of falling back to <body>.
 */
export function useWindowControls(toggleMinimised: () => void): PlayerWindowControls {
  const focusRequested = useRef(false);
  const onToggleMinimised = useCallback(() => {
    focusRequested.current = true;
    toggleMinimised();
  }, [toggleMinimised]);
  const takeFocusRequest = useCallback(() => {
    const requested = focusRequested.current;
    focusRequested.current = false;
    return requested;
  }, []);
  return useMemo(
    () => ({ onToggleMinimised, takeFocusRequest }),
    [onToggleMinimised, takeFocusRequest],
  );
}
