import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const pss = () => { const t = readFileSync('/proc/self/smaps_rollup','utf8'); return t.split('\n').filter(l=>/^(Pss):/.test(l)).join(' '); };
const extra = process.argv.slice(3);
const params = [...PGlite.defaultStartParams, ...extra.flatMap(e=>['-c',e])];
const db = new PGlite({ dataDir: process.argv[2] || undefined, startParams: params });
await db.waitReady; await db.query('select 1');
console.log(extra.join(' '), pss(), 'wasmMB', (db.mod.wasmMemory?.buffer.byteLength ?? db.mod.HEAPU8?.length ?? 0)>>20, 'ext', process.memoryUsage().external>>20);
await db.close();
