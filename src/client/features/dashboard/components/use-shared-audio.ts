import { useEffect, useRef, useState } from 'react';

/**
 * One <audio> element for the whole dashboard, so starting a song stops the previous one.
 * (The persistent global player replaces this in a later issue.)
 */
export function useSharedAudio(onError: () => void) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  useEffect(() => {
    const audio = new Audio();
    audio.preload = 'none';
    // The element's own events are the truth (it may also be paused by the OS or headphones).
    const start = () => setPlayingId(audio.dataset.songId ?? null);
    const stop = () => setPlayingId(null);
    audio.addEventListener('play', start);
    audio.addEventListener('ended', stop);
    audio.addEventListener('pause', stop);
    audioRef.current = audio;
    return () => {
      audio.removeEventListener('play', start);
      audio.removeEventListener('ended', stop);
      audio.removeEventListener('pause', stop);
      audio.pause();
      audio.removeAttribute('src');
      audioRef.current = null;
    };
  }, []);

  /** Plays `id` from `url`, or pauses it when it is the one playing. */
  const toggle = (id: string, url: string) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playingId === id) {
      audio.pause();
      return;
    }
    if (audio.dataset.songId !== id) {
      audio.src = url;
      audio.dataset.songId = id;
    }
    setPlayingId(id);
    audio.play().catch((error: unknown) => {
      setPlayingId(null);
      // pause() during loading rejects play() with AbortError: that is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) onErrorRef.current();
    });
  };

  return { playingId, toggle };
}
