import { describe, expect, it } from 'vitest';
import { uptimeParts } from './format';
import { statusTone } from './status-badge';

describe('console formatting', () => {
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
