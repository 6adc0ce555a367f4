import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { exportUsage, takeExportTurn } from './export-turns.js';

/** Stands for the answer of an export already running: it ends when 'close' is emitted. */
function runningAnswer() {
  return Object.assign(new EventEmitter(), { destroyed: false, socket: { destroyed: false } });
}

// "Download My Data" reads the whole account: one account runs one export at a time, the next
// waits for it (a double click, a script), while other accounts' exports are not held up.
describe('GET /api/settings/export: one export at a time per account', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    ada = await createUser(t.app, { artistName: 'Ada Sounds' });
    bob = await createUser(t.app, { artistName: 'Bob Beats' });
  });
  afterAll(async () => {
    await t.close();
  });

  const exportOf = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/settings/export', headers: { cookie: user.cookie } });

  it('starts a second export of an account when the first ends, and another account at once', async () => {
    const first = runningAnswer();
    expect(await takeExportTurn(ada.accountId, first)).not.toBeNull();

    let secondDone = false;
    const second = exportOf(ada).finally(() => (secondDone = true));
    await vi.waitFor(() => expect(exportUsage(ada.accountId)).toEqual({ running: 1, waiting: 1 }));

    const other = await exportOf(bob);
    expect(other.statusCode).toBe(200);
    expect(secondDone).toBe(false);

    first.emit('close');
    const answer = await second;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    await vi.waitFor(() => expect(exportUsage(ada.accountId)).toEqual({ running: 0, waiting: 0 }));
  });
});
