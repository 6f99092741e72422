import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The server serves dist/ under /app; the dev server proxies API calls to a local Mercato server.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  plugins: [react(), tailwindcss()],
  // @mercato/{client,react,domain} are bundled from their TypeScript sources (`source` export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The manifest lets scripts/route-size.mjs add up what each route downloads.
  // MERCATO_ADMIN_DIST builds elsewhere, so two test runs on one checkout do not rebuild each other's files.
  build: { outDir: process.env.MERCATO_ADMIN_DIST || 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      '/admin': process.env.MERCATO_DEV_SERVER ?? 'http://127.0.0.1:9000',
    },
  },
})
