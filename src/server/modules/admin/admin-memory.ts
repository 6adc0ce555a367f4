import type { AdminMemory } from '../../../shared/schemas/admin-memory.js';
import { memoryBreakdown } from '../../lib/memory-sources.js';
import { processMemory } from '../../lib/process-memory.js';

/**
 * GET /api/admin/memory: the server process's figures and the registered parts, read at the
 * same moment. A route of its own rather than a part of the health answer: the Dashboard and
 * the summary cards poll the health checks, which must stay prompt, while this one asks every
 * registered worker thread for its heap and reads the kernel's page tables.
 */
export async function readMemory(): Promise<AdminMemory> {
  const [process, parts] = await Promise.all([processMemory(), memoryBreakdown()]);
  return { measuredAt: new Date().toISOString(), process, parts };
}
