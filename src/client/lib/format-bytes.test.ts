import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('shows sizes in MB with one decimal, GB from 1024 MB, TB from 1024 GB', () => {
    expect(formatBytes(0, 'en')).toBe('0.0 MB');
    expect(formatBytes(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatBytes(2.4 * 1024 ** 3, 'en')).toBe('2.4 GB');
    expect(formatBytes(1024 ** 4, 'en')).toBe('1.0 TB');
    expect(formatBytes(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
  });
});
