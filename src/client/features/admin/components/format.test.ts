import { describe, expect, it } from 'vitest';
import { formatBytes, uptimeParts } from './format';
import { statusTone } from './status-badge';

describe('console formatting', () => {
  it('shows sizes in MB with one decimal, GB from 1024 MB', () => {
    expect(formatBytes(0, 'en')).toBe('0.0 MB');
    expect(formatBytes(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatBytes(2.4 * 1024 ** 3, 'en')).toBe('2.4 GB');
    expect(formatBytes(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
  });

  it('splits an uptime into days, hours and minutes', () => {
    expect(uptimeParts(90_061)).toEqual({ days: 1, hours: 1, minutes: 1 });
    expect(uptimeParts(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('colours statuses as part 1 §4 says', () => {
    expect(['online', 'active', 'published'].map(statusTone)).toEqual(['green', 'green', 'green']);
    expect(['offline', 'inactive', 'suspended'].map(statusTone)).toEqual(['red', 'red', 'red']);
    expect(['warning', 'draft'].map(statusTone)).toEqual(['yellow', 'yellow']);
    expect(['archived', 'in-progress'].map(statusTone)).toEqual(['grey', 'grey']);
  });
});
