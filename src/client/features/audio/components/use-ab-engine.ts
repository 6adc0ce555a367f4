import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { AbEngine, type AbState } from '../../../lib/player/ab/ab-engine';
import { isAbFlipKey } from '../../../lib/player/ab/ab-shortcut';

const IDLE: AbState = {
  active: 'a',
  isPlaying: false,
  currentTime: 0,
  duration: 0,
  levels: { a: 1, b: 1 },
  failed: false,
};
const noSubscription = () => () => undefined;

/**
 * The A/B engine over the two <audio> elements the comparison renders (kept in the page so a
 * test can read both positions), made once they exist and disposed with them. The flip key
 * works while this comparison plays or holds the focus (two open songs never flip together).
 */
export function useAbEngine(
  media: { a: RefObject<HTMLAudioElement | null>; b: RefObject<HTMLAudioElement | null> },
  container: RefObject<HTMLElement | null>,
) {
  const [engine, setEngine] = useState<AbEngine | null>(null);

  useEffect(() => {
    const a = media.a.current;
    const b = media.b.current;
    if (!a || !b) return;
    const created = new AbEngine({
      media: { a: a, b: b },
      createContext: () => new AudioContext(),
    });
    setEngine(created);
    return () => {
      created.dispose();
      setEngine(null);
    };
  }, [media.a, media.b]);

  useEffect(() => {
    if (!engine) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!isAbFlipKey(event, target)) return;
      const focusedHere = target !== null && container.current?.contains(target) === true;
      if (!engine.getState().isPlaying && !focusedHere) return;
      event.preventDefault();
      engine.flip();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [engine, container]);

  const state = useSyncExternalStore(
    engine?.subscribe ?? noSubscription,
    engine?.getState ?? (() => IDLE),
  );
  return { engine, state };
}
