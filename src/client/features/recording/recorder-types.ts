export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'stopped' | 'error';

/** A finished take: a WAV file named from the title and a timestamp (part 2 §4). */
export interface Recording {
  file: File;
  durationSeconds: number;
  /** An object URL for listening before saving; revoked by discard(). */
  url: string;
}

/** useRecorder(): microphone capture to WAV with a 1 s timer and a 5-band level meter. */
export interface RecorderApi {
  status: RecorderStatus;
  /** Whole seconds since recording started (ticks every RECORDING_TICK_MS). */
  elapsedSeconds: number;
  /** RECORDING_LEVEL_BANDS values 0..1, refreshed every RECORDING_LEVEL_INTERVAL_MS. */
  levels: number[];
  /** The translated microphone error (part 2 §8), when status is 'error'. */
  error: string | null;
  recording: Recording | null;
  /** The longest take the server's per-file cap allows, in seconds (null: no known cap). */
  maxSeconds: number | null;
  /** The running take reached the cap: stop it now (it is cut at the cap). */
  limitReached: boolean;
  /** Asks for the microphone (echo cancellation, noise suppression, auto gain) and starts. */
  start(): Promise<void>;
  /** Stops and encodes the take; resolves with it (also kept in `recording`). */
  stop(title?: string): Promise<Recording | null>;
  /** Forgets the take and releases its object URL. */
  discard(): void;
}
