import { z } from 'zod';

/**
 * GET /api/admin/memory: where the server's memory goes (issue "Runs light"). `process` is the
 * server process as the operating system and V8 see it; `parts` are what worker threads,
 * dictionaries and the embedded database report holding (only those alive now).
 */
export const adminMemorySchema = z.object({
  measuredAt: z.string(),
  process: z.object({
    rssBytes: z.number(),
    /** Proportional set size (shared pages divided among the processes mapping them); null off Linux. */
    pssBytes: z.number().nullable(),
    heapUsedBytes: z.number(),
    heapTotalBytes: z.number(),
    externalBytes: z.number(),
    arrayBuffersBytes: z.number(),
  }),
  parts: z.array(z.object({ part: z.string(), bytes: z.number(), detail: z.string().optional() })),
});
export type AdminMemory = z.infer<typeof adminMemorySchema>;
