import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_DISABLED_MESSAGE } from '../../../shared/schemas/rhymes.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { parseSuggestions } from './ai.service.js';
import { chatCompletion } from './llm-client.js';

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

/** A tiny OpenAI-compatible endpoint: records each request, answers with `reply`. */
function fakeLlm() {
  const seen: SeenRequest[] = [];
  const state = { status: 200, content: '1. First line\n2. "Second line"\n- Third line\nextra' };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(state.status, { 'content-type': 'application/json' });
      res.end(
        state.status === 200
          ? JSON.stringify({
              choices: [{ message: { role: 'assistant', content: state.content } }],
            })
          : JSON.stringify({ error: { message: 'boom sk-secret-key' } }),
      );
    });
  });
  return { server, seen, state };
}

describe('AI lyrics suggestions', () => {
  const llm = fakeLlm();
  let base: string;
  let t: TestApp;
  let user: TestUser;

  const suggest = (payload: object, cookie: string | undefined = user.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/lyrics-suggestions',
      headers: cookie ? { cookie } : {},
      payload,
    });

  beforeAll(async () => {
    await new Promise<void>((resolve) => llm.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(llm.server.address() as AddressInfo).port}/v1`;
    t = await buildTestApp({
      llmBaseUrl: base,
      llmApiKey: 'sk-secret-key',
      llmModel: 'test-model',
    });
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => llm.server.close(resolve));
  });
  beforeEach(() => {
    llm.seen.length = 0;
    llm.state.status = 200;
  });

  it('reports that it is enabled', async () => {
    const res = await t.app.inject({ url: '/api/ai/status', headers: { cookie: user.cookie } });
    expect(res.json()).toEqual({ enabled: true });
  });

  it('asks the endpoint for three next lines and returns them cleaned', async () => {
    const res = await suggest({
      lines: 'My broken heart\nstill beats',
      prompt: 'hopeful',
      lang: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ suggestions: ['First line', 'Second line', 'Third line'] });
    expect(llm.seen).toHaveLength(1);
    const request = llm.seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-secret-key');
    expect(request.body.model).toBe('test-model');
    const [system, userMessage] = request.body.messages!;
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain('3 alternative next lines');
    expect(system!.content).toContain('Spanish');
    expect(userMessage!.role).toBe('user');
    expect(userMessage!.content).toContain('My broken heart\nstill beats');
    expect(userMessage!.content).toContain('hopeful');
  });

  it('turns an upstream error into a 502 that does not leak the key', async () => {
    llm.state.status = 500;
    const res = await suggest({ lines: 'la la la', lang: 'en' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The AI service answered with an error (HTTP 500).');
    expect(res.body).not.toContain('sk-secret-key');
  });

  it('refuses invalid input with 400 without calling the endpoint', async () => {
    const res = await suggest({ lines: 'x'.repeat(4001), lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('lines');
    expect(llm.seen).toHaveLength(0);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await suggest({ lines: 'x', lang: 'en' }, '')).statusCode).toBe(401);
    const status = await t.app.inject({ url: '/api/ai/status' });
    expect(status.statusCode).toBe(401);
    expect(llm.seen).toHaveLength(0);
  });
});

describe('AI suggestions without LLM_BASE_URL', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ llmBaseUrl: undefined });
    user = await createUser(t.app);
  });
  afterAll(async () => t.close());

  it('answers 503 explaining how to turn them on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/lyrics-suggestions',
      headers: { cookie: user.cookie },
      payload: { lines: 'hello', lang: 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: AI_DISABLED_MESSAGE, code: 'ai.off', enabled: false });
    const status = await t.app.inject({ url: '/api/ai/status', headers: { cookie: user.cookie } });
    expect(status.json()).toEqual({ enabled: false });
  });
});

describe('AI endpoint unreachable', () => {
  it('answers 502 when nothing listens at LLM_BASE_URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const t = await buildTestApp({ llmBaseUrl: `http://127.0.0.1:${port}/v1` });
    try {
      const user = await createUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai/lyrics-suggestions',
        headers: { cookie: user.cookie },
        payload: { lines: 'hello', lang: 'en' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Could not reach the AI service. Check LLM_BASE_URL.');
    } finally {
      await t.close();
    }
  });
});

describe('parseSuggestions', () => {
  it('drops numbering, bullets, quotes and blank lines, keeping three', () => {
    expect(parseSuggestions('\n1) “One”\n\n* Two\n3. Three\n4. Four')).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });
});

describe('chatCompletion timeout', () => {
  it('gives up with a 502 when the endpoint does not answer in time', async () => {
    const silent = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const settings = {
        baseUrl: `http://127.0.0.1:${port}/v1`,
        apiKey: undefined,
        model: 'm',
        timeoutMs: 200,
      };
      await expect(
        chatCompletion(settings, [{ role: 'user', content: 'hi' }]),
      ).rejects.toMatchObject({
        statusCode: 502,
        message: 'The AI service did not answer within 0.2 seconds. Try again.',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
