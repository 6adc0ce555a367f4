// `npm run build:client`: the browser's bundle (dist/client, with compressed copies of its
// assets) and the same app built for the server (dist/ssr/render-page.js), which renders the public pages before their script
// arrives (decision 035). Both come from one source tree, so they are always built together.
import path from 'node:path';
import { build } from 'vite';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.config.ts');
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({ configFile, logLevel });
const { before, after } = await precompress(path.join(root, 'dist/client'));
if (logLevel === 'info') {
  console.log(`Compressed copies written: ${before} bytes of assets, ${after} in Brotli.`);
}
await build({
  configFile,
  logLevel,
  build: {
    ssr: 'ssr/render-page.tsx',
    outDir: path.join(root, 'dist/ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
