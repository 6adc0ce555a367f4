import { describe, expect, it } from 'vitest';
import { serverNodeFlags, serverProcessEnv } from './server-node-flags.mjs';

describe('the node flags and environment the server starts with', () => {
  it('gives the collector and 16 MB semi-spaces by default', () => {
    expect(serverNodeFlags({}, [])).toEqual(['--expose-gc', '--max-semi-space-size=16']);
  });

  it('leaves out what node was already given, on its command line or in NODE_OPTIONS', () => {
    const execArgv = ['--expose-gc'];
    expect(serverNodeFlags({ NODE_OPTIONS: '--max-semi-space-size=64' }, execArgv)).toEqual([]);
  });

  it('reads NODE_SEMI_SPACE_MB, refusing what it cannot mean', () => {
    const flags = serverNodeFlags({ NODE_SEMI_SPACE_MB: '8' }, []);
    expect(flags).toEqual(['--expose-gc', '--max-semi-space-size=8']);
    expect(() => serverNodeFlags({ NODE_SEMI_SPACE_MB: '0' }, [])).toThrow(/1 to 1024/);
  });

  it('fixes glibc malloc arenas and thresholds unless the operator set them', () => {
    expect(serverProcessEnv({})).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '131072',
    });
    expect(serverProcessEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
