import { useCallback, useEffect, useRef } from 'react';
import { endErrorToasts } from '../lib/notify';

/**
 * A form's own problem ("Passwords do not match") is told in an error toast that ends as soon
 * as the values no longer have it (issue 25 item 9). `current` is the problem the values have
 * now (null: none); call the returned function with the problem a toast has just told.
 */
export function useProblemToastEnds<Problem>(current: Problem | null): (told: Problem) => void {
  const told = useRef<Problem | null>(null);
  useEffect(() => {
    if (told.current === null || current === told.current) return;
    told.current = null;
    endErrorToasts();
  }, [current]);
  return useCallback((problem: Problem) => {
    told.current = problem;
  }, []);
}
