import { describe, expect, it } from 'vitest';
import { nodeRuntimeProblem, REQUIRED_NODE_MAJOR } from './node-runtime.mjs';

describe('the Node runtime (decision 018)', () => {
  it('runs every test on Node 24 or newer, the binary npm ci installs', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(REQUIRED_NODE_MAJOR);
    expect(nodeRuntimeProblem()).toBeNull();
  });

  it('names the version it needs and how to get it on an older Node', () => {
    expect(nodeRuntimeProblem('20.20.2')).toMatch(/Node 24 or newer; this is Node 20\.20\.2/);
    expect(nodeRuntimeProblem('24.0.0')).toBeNull();
    expect(nodeRuntimeProblem('26.1.0')).toBeNull();
  });
});
