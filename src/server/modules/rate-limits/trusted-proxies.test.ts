// Issue 24 item 5: TRUST_PROXY=true trusted every X-Forwarded-For hop, so behind one proxy a
// client wrote its own address in front of the one the proxy appended and walked past every
// per-address limit. The setting now names how many proxies (hops) or which proxy addresses are
// trusted; the client's address is the first one that is not a trusted proxy.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { registration } from '../../test/factories.js';
import { RATE_LIMITS } from './rate-limit-rules.js';

const PROXY = '10.0.0.5';
const CLIENT = '198.51.100.7';

/** A sign-up through the proxy: the client forges the first X-Forwarded-For, the proxy appends. */
const signUpVia = (app: FastifyInstance, forged: string, from = PROXY) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registration(),
    remoteAddress: from,
    headers: { 'x-forwarded-for': `${forged}, ${CLIENT}` },
  });

describe('trusted proxies (TRUST_PROXY)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  /** An app configured as the operator would, from the environment variable. */
  async function appWith(trustProxy: string): Promise<FastifyInstance> {
    const t = await buildTestApp({
      trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy,
    });
    apps.push(t);
    return t.app;
  }

  for (const setting of ['true', '1', PROXY, `127.0.0.1, ${PROXY.slice(0, -1)}0/24`]) {
    it(`counts the address the proxy saw, not one the client wrote (TRUST_PROXY=${setting})`, async () => {
      const app = await appWith(setting);
      const { max } = RATE_LIMITS.signUpPerIp;
      for (let i = 0; i < max; i += 1) {
        expect((await signUpVia(app, `203.0.113.${i}`)).statusCode).toBe(201);
      }
      const refused = await signUpVia(app, '203.0.113.250');
      expect(refused.statusCode, refused.body).toBe(429);
    });
  }

  it('reads no forwarded address from a sender that is not a listed proxy', async () => {
    const app = await appWith(PROXY);
    const { max } = RATE_LIMITS.signUpPerIp;
    for (let i = 0; i < max; i += 1) {
      expect((await signUpVia(app, `192.0.2.${i}`, '203.0.113.9')).statusCode).toBe(201);
    }
    // Every one of them counted against the sender itself, whatever the header said.
    expect((await signUpVia(app, '192.0.2.250', '203.0.113.9')).statusCode).toBe(429);
  });

  it('trusts no forwarded address by default', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });
});
