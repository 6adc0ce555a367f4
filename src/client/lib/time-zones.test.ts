import { describe, expect, it } from 'vitest';
import { timeZoneSchemaWith } from '../../shared/schemas/time-zone';
import { browserTimeZone, timeZoneChoices } from './time-zones';

describe('time zone choices', () => {
  it('offers UTC, the browser zone and a chosen zone the list lacks, sorted, each once', () => {
    const zones = timeZoneChoices('Asia/Calcutta');
    expect(zones).toContain('UTC');
    expect(zones).toContain(browserTimeZone());
    expect(zones).toContain('Asia/Calcutta');
    expect(new Set(zones).size).toBe(zones.length);
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });

  it('offers only zones the server accepts', () => {
    const schema = timeZoneSchemaWith('unknown');
    expect(timeZoneChoices(null).filter((zone) => !schema.safeParse(zone).success)).toEqual([]);
  });
});
