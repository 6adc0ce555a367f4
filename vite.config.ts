import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The dev server proxies the API and uploaded files to the Fastify process (scripts/dev.mjs).
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      {
        // React's own useSyncExternalStore, which the shim returns on React 18+ anyway.
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/client/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Translation chunks named locale-<lng>-<namespace>: every language's "landing.json"
        // would otherwise be a "landing-<hash>.js", and the bundle bench tells them apart.
        chunkFileNames: ({ facadeModuleId }) => {
          const locale = /i18n\/locales\/(\w+)\/([\w-]+)\.json$/.exec(facadeModuleId ?? '');
          return locale
            ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      // ws: the lyrics documents' live channel (/api/lyrics/{id}/live) is a WebSocket.
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
});
