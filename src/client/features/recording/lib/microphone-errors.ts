/** Keys of the microphone messages (part 2 §8) in the recording namespace, under `errors.`. */
export type MicrophoneErrorKey =
  'permissionDenied' | 'notFound' | 'inUse' | 'unsupported' | 'noMediaDevices' | 'generic';

/** Thrown when the browser lacks Web Audio capture (AudioContext, worklet or script processor). */
export class RecordingUnsupportedError extends Error {
  override readonly name = 'RecordingUnsupportedError';
}

/** Thrown when navigator.mediaDevices.getUserMedia is missing (e.g. an insecure page). */
export class MediaDevicesMissingError extends Error {
  override readonly name = 'MediaDevicesMissingError';
}

/** getUserMedia's DOMException names (current and legacy Chrome/Firefox spellings). */
const BY_NAME: Record<string, MicrophoneErrorKey> = {
  NotAllowedError: 'permissionDenied',
  PermissionDeniedError: 'permissionDenied',
  SecurityError: 'permissionDenied',
  NotFoundError: 'notFound',
  DevicesNotFoundError: 'notFound',
  NotReadableError: 'inUse',
  TrackStartError: 'inUse',
  NotSupportedError: 'unsupported',
  RecordingUnsupportedError: 'unsupported',
  MediaDevicesMissingError: 'noMediaDevices',
};

/** Which message a failure to start recording deserves. */
export function microphoneErrorKey(error: unknown): MicrophoneErrorKey {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return BY_NAME[name] ?? 'generic';
}

/** What this browser lacks for recording, before asking for the microphone; null when nothing. */
export function missingRecordingSupport(env: {
  getUserMedia: boolean;
  audioContext: boolean;
  capture: boolean;
}): MediaDevicesMissingError | RecordingUnsupportedError | null {
  if (!env.getUserMedia) return new MediaDevicesMissingError('getUserMedia is missing');
  if (!env.audioContext || !env.capture) {
    return new RecordingUnsupportedError('Web Audio capture is missing');
  }
  return null;
}
