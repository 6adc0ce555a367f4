import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** navigate() after a delay, cancelled if the page goes away first. */
export function useDelayedNavigate(delayMs: number) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(to), delayMs);
  };
}
