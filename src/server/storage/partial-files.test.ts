import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
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

  it('count as abandoned when their writer on this machine has ended, or had our pid', () => {
    const host = os.hostname();
    expect(isAbandonedPartial(`.a.wav.${endedPid()}@${host}.part`)).toBe(true);
    // A restarted server may get the pid its killed predecessor had.
    expect(isAbandonedPartial(`.a.wav.${process.pid}@${host}.part`)).toBe(true);
  });

  it('are kept while their writer runs, or when another machine wrote them', () => {
    const host = os.hostname();
    expect(isAbandonedPartial(`.a.wav.${process.ppid}@${host}.part`)).toBe(false);
    expect(isAbandonedPartial(`.a.wav.${endedPid()}@other-${host}.part`)).toBe(false);
    expect(isAbandonedPartial('a.wav')).toBe(false);
  });
});
