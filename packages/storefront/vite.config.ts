import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

// Two builds from this config: `dist/client` (browser bundle + HTML template) and, with --ssr,
// `dist/server/entry-server.js`, which the Mercato server (or server.mjs) renders pages with.
// The `source` condition makes in-repo @mercato/* packages resolve to their TypeScript sources.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    // Bundled into the server entry so it does not depend on how the workspace packages are built.
    noExternal: [/^@mercato\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: { emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/store': process.env.MERCATO_DEV_SERVER ?? 'http://127.0.0.1:9000' },
  },
})
