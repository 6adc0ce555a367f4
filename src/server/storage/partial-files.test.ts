import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ABANDONED_UPLOAD_AGE_MS } from '../../shared/schemas/admin.js';
import { isAbandonedPartial, partialName, partialWriter } from './partial-files.js';

/** The pid of a process that has already ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

describe('temporary upload files', () => {
  it('are hidden names that say which process on which machine writes them', () => {
    const name = partialName('0b6f1c1e-9d5e-4c1a-8a52-3b3f3f0f9e11.wav');
    expect(name.startsWith('.0b6f1c1e-9d5e-4c1a-8a52-3b3f3f0f9e11.wav.')).toBe(true);
    expect(partialWriter(name)).toEqual({ pid: process.pid, host: os.hostname() });
    expect(partialWriter('0b6f1c1e-9d5e-4c1a-8a52-3b3f3f0f9e11.wav')).toBeNull();
  });

  const justNow = Date.now();
  const overAnHourAgo = justNow - ABANDONED_UPLOAD_AGE_MS - 1000;

  it('count as abandoned when their writer on this machine has ended, or had our pid', () => {
    const host = os.hostname();
    expect(isAbandonedPartial(`.a.wav.${endedPid()}@${host}.part`, justNow)).toBe(true);
    // A restarted server may get the pid its killed predecessor had.
    expect(isAbandonedPartial(`.a.wav.${process.pid}@${host}.part`, justNow)).toBe(true);
  });

  it('are kept while their writer runs, or while another machine may still be writing them', () => {
    const host = os.hostname();
    expect(isAbandonedPartial(`.a.wav.${process.ppid}@${host}.part`, overAnHourAgo)).toBe(false);
    expect(isAbandonedPartial(`.a.wav.${endedPid()}@other-${host}.part`, justNow)).toBe(false);
    expect(isAbandonedPartial('a.wav', overAnHourAgo)).toBe(false);
  });

  it("count as abandoned when another machine's (or an earlier host name's) is untouched for an hour", () => {
    // A container that came back under a new host name never sees its old name again.
    const name = `.a.wav.${process.pid}@container-before-restart.part`;
    expect(isAbandonedPartial(name, overAnHourAgo)).toBe(true);
    expect(isAbandonedPartial(name, justNow)).toBe(false);
  });
});
