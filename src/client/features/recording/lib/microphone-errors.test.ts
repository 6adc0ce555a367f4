import { describe, expect, it } from 'vitest';
import {
  MediaDevicesMissingError,
  microphoneErrorKey,
  missingRecordingSupport,
  RecordingUnsupportedError,
} from './microphone-errors';

describe('microphoneErrorKey', () => {
  it('maps getUserMedia DOMExceptions to the spec messages', () => {
    expect(microphoneErrorKey(new DOMException('denied', 'NotAllowedError'))).toBe(
      'permissionDenied',
    );
    expect(microphoneErrorKey(new DOMException('none', 'NotFoundError'))).toBe('notFound');
    expect(microphoneErrorKey(new DOMException('busy', 'NotReadableError'))).toBe('inUse');
    expect(microphoneErrorKey(new DOMException('no', 'NotSupportedError'))).toBe('unsupported');
  });

  it('understands the legacy Chrome names', () => {
    expect(microphoneErrorKey({ name: 'PermissionDeniedError' })).toBe('permissionDenied');
    expect(microphoneErrorKey({ name: 'DevicesNotFoundError' })).toBe('notFound');
    expect(microphoneErrorKey({ name: 'TrackStartError' })).toBe('inUse');
  });

  it('maps missing capabilities to their own messages', () => {
    expect(microphoneErrorKey(new MediaDevicesMissingError('x'))).toBe('noMediaDevices');
    expect(microphoneErrorKey(new RecordingUnsupportedError('x'))).toBe('unsupported');
  });

  it('falls back to the generic message for anything else', () => {
    expect(microphoneErrorKey(new DOMException('aborted', 'AbortError'))).toBe('generic');
    expect(microphoneErrorKey(new Error('boom'))).toBe('generic');
    expect(microphoneErrorKey('a string')).toBe('generic');
    expect(microphoneErrorKey(null)).toBe('generic');
  });
});

describe('missingRecordingSupport', () => {
  const full = { getUserMedia: true, audioContext: true, capture: true };

  it('finds nothing missing in a capable browser', () => {
    expect(missingRecordingSupport(full)).toBeNull();
  });

  it('reports missing mediaDevices before anything else', () => {
    const error = missingRecordingSupport({ ...full, getUserMedia: false, audioContext: false });
    expect(microphoneErrorKey(error)).toBe('noMediaDevices');
  });

  it('reports a missing AudioContext or capture node as unsupported', () => {
    expect(microphoneErrorKey(missingRecordingSupport({ ...full, audioContext: false }))).toBe(
      'unsupported',
    );
    expect(microphoneErrorKey(missingRecordingSupport({ ...full, capture: false }))).toBe(
      'unsupported',
    );
  });
});
