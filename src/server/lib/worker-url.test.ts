import { describe, expect, it } from 'vitest';
import { workerUrl } from './worker-url.js';

describe('workerUrl', () => {
  it('names the tsx entry beside a TypeScript source', () => {
    const url = workerUrl(
      'rhymes-worker',
      'file:///app/src/server/modules/rhymes/rhymes-thread.ts',
    );
    expect(url.href).toBe('file:///app/src/server/modules/rhymes/rhymes-worker.mjs');
  });

  it('names the compiled worker beside the compiled bundle', () => {
    const url = workerUrl('analysis-worker', 'file:///app/dist/server/main.js');
    expect(url.href).toBe('file:///app/dist/server/analysis-worker.js');
  });
});
