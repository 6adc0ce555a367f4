// Scenario 1: N artists for S seconds, each doing what a musician does in a session — browse
// their projects and songs, upload small takes, edit lyrics, play songs (a ranged read and a
// counted play), now and then sign in again — with think time between actions. Then every
// acknowledged write is read back.
import { setTimeout as sleep } from 'node:timers/promises';
import { scratchDir, soakDatabase, startSoakServer } from './soak-server.js';
import { soakClient, Tally } from './soak-http.js';
import { memoryNote, settledPss, SOAK_QUIET_ENV } from './soak-memory.js';
import { newUsers, signIn, type SoakUser } from './soak-users.js';
import { WriteLedger } from './soak-writes.js';
import type { ScenarioResult } from './soak-report.js';

export interface MixedOptions {
  users: number;
  seconds: number;
}

/** Answers that are part of normal use, by action (anything else is unexpected). */
const EXPECTED: Record<string, number[]> = {
  browse: [200],
  upload: [201],
  lyrics: [200],
  range: [206],
  // A second listen to the same song within 30 s is not counted again.
  play: [204, 429],
  signIn: [200],
};

/** Share of each action in the mix (cumulative draw). */
const MIX: Array<[keyof typeof EXPECTED, number]> = [
  ['browse', 0.43],
  ['lyrics', 0.2],
  ['upload', 0.1],
  ['range', 0.12],
  ['play', 0.12],
  ['signIn', 0.03],
];
/** Sign-in allows 50 attempts per address per 15 minutes; the soak keeps well under. */
const MAX_SIGN_INS = 30;

function pick(): keyof typeof EXPECTED {
  let draw = Math.random();
  for (const [action, share] of MIX) {
    if ((draw -= share) < 0) return action;
  }
  return 'browse';
}

export async function runMixedLoad(options: MixedOptions): Promise<ScenarioResult> {
  const name = `mixed load: ${options.users} users × ${options.seconds} s`;
  const dataDir = await scratchDir('mixed');
  const database = await soakDatabase(dataDir);
  const server = await startSoakServer(dataDir, database, SOAK_QUIET_ENV);
  const setup = new Tally();
  const users = await newUsers(soakClient(server.base, setup), options.users);
  const pssBefore = await settledPss(server.pid);

  const tally = new Tally();
  const client = soakClient(server.base, tally);
  const ledger = new WriteLedger();
  const unexpected: Record<string, number> = {};
  let signIns = 0;
  const deadline = Date.now() + options.seconds * 1000;

  type Action = keyof typeof EXPECTED;
  const statusOf = (answer: { status: number } | null) => answer?.status ?? 0;

  /** Does `action` as `user`; returns what was done (a play without songs browses instead). */
  const act = async (action: Action, user: SoakUser): Promise<[Action, number]> => {
    const { cookie } = user;
    if (action === 'upload') return [action, await ledger.upload(client, user)];
    if (action === 'lyrics') return [action, await ledger.saveLyrics(client, user)];
    if (action === 'range' || action === 'play') {
      const songs = ledger.playable(user);
      const song = songs[Math.floor(Math.random() * songs.length)];
      if (!song) return act('browse', user);
      if (action === 'play') {
        return [
          action,
          statusOf(await client.call('POST', `/api/audio/${song.id}/plays`, { cookie })),
        ];
      }
      const headers = { range: 'bytes=0-4095' };
      return [action, statusOf(await client.call('GET', song.url, { cookie, headers }))];
    }
    if (action === 'signIn') {
      if (signIns >= MAX_SIGN_INS) return act('browse', user);
      signIns += 1;
      return [action, (await signIn(client, user)) ? 200 : 0];
    }
    const paths = [
      '/api/projects',
      `/api/projects/${user.projectId}/audio`,
      `/api/projects/${user.projectId}/lyrics`,
      '/api/audio/all',
    ];
    const path = paths[Math.floor(Math.random() * paths.length)]!;
    return ['browse', statusOf(await client.call('GET', path, { cookie }))];
  };

  const session = async (user: SoakUser) => {
    // Sessions start spread over the first second, as real ones do not all begin at once.
    await sleep(Math.random() * 1000);
    while (Date.now() < deadline) {
      const [action, status] = await act(pick(), user);
      if (!EXPECTED[action]!.includes(status)) {
        const key = `${action} ${status || 'no answer'}`;
        unexpected[key] = (unexpected[key] ?? 0) + 1;
      }
      await sleep(100 + Math.random() * 500);
    }
  };
  tally.started = performance.now();
  await Promise.all(users.map((user) => session(user)));
  tally.ended = performance.now();

  if (!server.alive()) {
    return {
      name,
      outcome: 'fail',
      tally,
      note: 'the server process died under load (see its stderr above)',
    };
  }
  const check = await ledger.verify(soakClient(server.base, new Tally()), true);
  const pssAfter = await settledPss(server.pid);
  await server.stop();
  const problems = [
    ...check.problems.slice(0, 5),
    ...Object.entries(unexpected).map(([key, n]) => `unexpected ${key} ×${n}`),
  ];
  const pass =
    tally.serverErrors === 0 &&
    tally.failures === 0 &&
    check.problems.length === 0 &&
    Object.keys(unexpected).length === 0;
  return {
    name,
    outcome: pass ? 'pass' : 'fail',
    tally,
    acknowledged: ledger.acknowledged,
    verified: check.verified,
    note: [
      `${users.length} sign-ups, ${signIns} sign-ins, ${database.kind}`,
      memoryNote(pssBefore, pssAfter),
      ...problems,
    ].join('; '),
  };
}
