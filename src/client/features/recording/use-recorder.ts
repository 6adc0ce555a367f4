import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECORDING_LEVEL_BANDS,
  RECORDING_LEVEL_INTERVAL_MS,
  RECORDING_TICK_MS,
} from '../../../shared/constants';
import { encodeWav } from './lib/encode-wav';
import { levelBands } from './lib/level-bands';
import {
  microphoneErrorKey,
  missingRecordingSupport,
  RecordingUnsupportedError,
} from './lib/microphone-errors';
import { canCapturePcm, startPcmCapture, type PcmCapture } from './lib/pcm-capture';
import { recordingFileName } from './lib/recording-names';
import { maxTakeFrames } from './lib/take-limit';
import type { RecorderApi, RecorderStatus, Recording } from './recorder-types';

/** Everything a take holds while it runs; released on stop, on failure and on unmount. */
interface LiveSession {
  stream: MediaStream;
  context: AudioContext;
  capture: PcmCapture | null;
  timers: number[];
  /** The most frames the take may hold (the server's per-file cap), or null for no limit. */
  maxFrames: number | null;
}

const SILENT_LEVELS = Array.from({ length: RECORDING_LEVEL_BANDS }, () => 0);

/** Microphone processing the spec asks for (part 2 §4). */
const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function clearTimers(session: LiveSession): void {
  // Interval and timeout ids share one pool: either call clears either kind.
  session.timers.forEach((timer) => window.clearInterval(timer));
}

function release(session: LiveSession | null): void {
  if (!session) return;
  clearTimers(session);
  // Stopping the tracks turns the browser's "microphone in use" indicator off.
  session.stream.getTracks().forEach((track) => track.stop());
  if (session.context.state !== 'closed') void session.context.close().catch(() => undefined);
}

/**
 * Microphone capture to a WAV take with a 1 s timer and a 5-band level meter (part 2 §4).
 * `capBytes`, the server's per-file upload cap: the take's WAV never grows past it; when it
 * reaches it `limitReached` turns true (the caller stops the take there).
 */
export function useRecorder(capBytes?: number): RecorderApi {
  const { t } = useTranslation('recording');
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [levels, setLevels] = useState<number[]>(SILENT_LEVELS);
  const [error, setError] = useState<string | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [maxSeconds, setMaxSeconds] = useState<number | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const cap = useRef(capBytes);
  cap.current = capBytes;
  const session = useRef<LiveSession | null>(null);
  const busy = useRef(false);
  const takeUrl = useRef<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      release(session.current);
      session.current = null;
      if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
      takeUrl.current = null;
    };
  }, []);

  const forgetTake = useCallback(() => {
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = null;
    setRecording(null);
  }, []);

  const start = useCallback(async () => {
    if (busy.current || session.current) return;
    busy.current = true;
    forgetTake();
    setError(null);
    setElapsedSeconds(0);
    setLimitReached(false);
    setStatus('requesting');
    let live: LiveSession | null = null;
    try {
      const Context = audioContextClass();
      const missing = missingRecordingSupport({
        getUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
        audioContext: Context !== undefined,
        capture: Context !== undefined && canCapturePcm(Context.prototype),
      });
      if (missing) throw missing;
      if (!Context) throw new RecordingUnsupportedError('AudioContext is missing');
      const stream = await navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
      live = { stream, context: new Context(), capture: null, timers: [], maxFrames: null };
      if (!mounted.current) return release(live);
      const { context } = live;
      if (context.state === 'suspended') await context.resume();
      const source = context.createMediaStreamSource(stream);
      const analyser = context.createAnalyser();
      analyser.fftSize = 256;
      source.connect(analyser);
      live.capture = await startPcmCapture(context, source);

      // A mono take adds sampleRate × 2 bytes a second: known now, so is the longest take.
      live.maxFrames = maxTakeFrames(cap.current);
      const longest = live.maxFrames === null ? null : live.maxFrames / context.sampleRate;
      setMaxSeconds(longest);
      if (longest !== null) {
        live.timers.push(window.setTimeout(() => setLimitReached(true), longest * 1000));
      }
      const startedAt = performance.now();
      const bins = new Uint8Array(analyser.frequencyBinCount);
      live.timers.push(
        window.setInterval(
          () => setElapsedSeconds(Math.floor((performance.now() - startedAt) / 1000)),
          RECORDING_TICK_MS,
        ),
        window.setInterval(() => {
          analyser.getByteFrequencyData(bins);
          setLevels(levelBands(bins, RECORDING_LEVEL_BANDS));
        }, RECORDING_LEVEL_INTERVAL_MS),
      );
      session.current = live;
      setStatus('recording');
    } catch (failure) {
      release(live);
      console.warn('Recording could not start', failure);
      setError(t(`errors.${microphoneErrorKey(failure)}`));
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [forgetTake, t]);

  const stop = useCallback(async (title?: string): Promise<Recording | null> => {
    const live = session.current;
    if (!live?.capture || busy.current) return null;
    busy.current = true;
    clearTimers(live);
    try {
      const captured = await live.capture.stop();
      // The flush after the limit may bring a few more frames: the take ends at the cap.
      const samples =
        live.maxFrames !== null && captured.length > live.maxFrames
          ? captured.subarray(0, live.maxFrames)
          : captured;
      const { sampleRate } = live.context;
      const at = new Date();
      const file = new File([encodeWav(samples, sampleRate)], recordingFileName(title, at), {
        type: 'audio/wav',
        lastModified: at.getTime(),
      });
      const take: Recording = {
        file,
        durationSeconds: samples.length / sampleRate,
        url: URL.createObjectURL(file),
      };
      takeUrl.current = take.url;
      setRecording(take);
      setElapsedSeconds(Math.floor(take.durationSeconds));
      setStatus('stopped');
      return take;
    } finally {
      release(live);
      session.current = null;
      setLevels(SILENT_LEVELS);
      busy.current = false;
    }
  }, []);

  const discard = useCallback(() => {
    forgetTake();
    setElapsedSeconds(0);
    setStatus('idle');
  }, [forgetTake]);

  return {
    status,
    elapsedSeconds,
    levels,
    error,
    recording,
    maxSeconds,
    limitReached,
    start,
    stop,
    discard,
  };
}
