import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UPLOAD_MB } from '../../../shared/constants.js';
import { systemSettings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { getMaxUploadBytes, getMaxUploadMegabytes, parseMegabytes } from './settings.service.js';

describe('parseMegabytes', () => {
  it.each([
    [250, 250],
    ['250', 250],
    [' 0.5 ', 0.5],
    [0, null],
    [-3, null],
    ['lots', null],
    [null, null],
    [{ mb: 5 }, null],
  ])('reads %j as %j', (value, expected) => {
    expect(parseMegabytes(value)).toBe(expected);
  });
});

describe('upload size setting', () => {
  let t: TestApp;
  const store = (value: unknown) =>
    t.app.deps.db
      .insert(systemSettings)
      .values({ key: 'maxUploadSize', value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value } });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.deps.db.delete(systemSettings);
  });

  it('defaults to 100 MB when the administrator never set it', async () => {
    expect(await getMaxUploadMegabytes(t.app.deps.db)).toBe(DEFAULT_MAX_UPLOAD_MB);
    expect(await getMaxUploadBytes(t.app.deps.db)).toBe(100 * 1024 * 1024);
  });

  it('follows the stored value, as a number or a string', async () => {
    await store(250);
    expect(await getMaxUploadBytes(t.app.deps.db)).toBe(250 * 1024 * 1024);
    await store('12');
    expect(await getMaxUploadMegabytes(t.app.deps.db)).toBe(12);
  });

  it('falls back to the default when the stored value is unusable', async () => {
    await store('unlimited');
    expect(await getMaxUploadMegabytes(t.app.deps.db)).toBe(DEFAULT_MAX_UPLOAD_MB);
  });
});
