/** The part of HTMLMediaElement the engine uses (tests pass a fake). */
export type PlayerMedia = Pick<
  HTMLMediaElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'volume'
  | 'readyState'
  | 'error'
  | 'preload'
  | 'play'
  | 'pause'
  | 'load'
  | 'removeAttribute'
  | 'addEventListener'
>;

/** readyState from which the song can play (HAVE_CURRENT_DATA); below it is "not ready". */
export const HAVE_CURRENT_DATA = 2;

/** What the engine hears from the element, in the player's own terms. */
export interface MediaHandlers {
  onPlaying: () => void;
  onPause: () => void;
  onWaiting: () => void;
  onTime: (seconds: number) => void;
  /** The real duration once the file's metadata is read (finite and positive only). */
  onDuration: (seconds: number) => void;
  onEnded: () => void;
  onError: (error: unknown) => void;
}

/** Wires the element's events to the engine for the element's whole life. */
export function listenToMedia(media: PlayerMedia, handlers: MediaHandlers) {
  const readDuration = () => {
    if (Number.isFinite(media.duration) && media.duration > 0) handlers.onDuration(media.duration);
  };
  media.addEventListener('playing', handlers.onPlaying);
  media.addEventListener('pause', handlers.onPause);
  media.addEventListener('waiting', handlers.onWaiting);
  media.addEventListener('timeupdate', () => handlers.onTime(media.currentTime));
  media.addEventListener('loadedmetadata', readDuration);
  media.addEventListener('durationchange', readDuration);
  media.addEventListener('ended', handlers.onEnded);
  media.addEventListener('error', () => handlers.onError(media.error ?? 'media error'));
}

/** Whether a rejected play() is part of normal use rather than a broken file. */
export function playRejection(error: unknown): 'aborted' | 'not-allowed' | 'failed' {
  const name = error instanceof Error ? error.name : '';
  // pause() or a new src during loading rejects play() with AbortError.
  if (name === 'AbortError') return 'aborted';
  // Autoplay refused by the browser: the user has to press play; the song is fine.
  if (name === 'NotAllowedError') return 'not-allowed';
  return 'failed';
}
