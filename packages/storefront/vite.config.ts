import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { type Plugin, defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

/**
 * Writes .br and .gz copies beside each built script and stylesheet, so the servers send them
 * compressed at the highest level without compressing on every request.
 */
function precompressAssets(): Plugin {
  let outDir = ''
  return {
    name: 'mercato-precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.build.outDir
    },
    writeBundle() {
      const assets = join(outDir, 'assets')
      for (const name of readdirSync(assets).filter((n) => /\.(js|css)$/.test(n))) {
        const file = readFileSync(join(assets, name))
        writeFileSync(
          join(assets, `${name}.br`),
          brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
        writeFileSync(join(assets, `${name}.gz`), gzipSync(file, { level: 9 }))
      }
    },
  }
}

// React Router publishes a production build beside its development one, but its package exports
// only the development build (with its warnings); builds take the production one.
const reactRouterProduction = join(
  createRequire(import.meta.url).resolve('react-router/package.json'),
  '../dist/production/index.mjs',
)

/**
 * Lets the bundler drop the parts of React Router the storefront does not use (Form, fetchers):
 * its components are made by `React.forwardRef(...)` calls that carry no pure annotation, and are
 * followed by `X.displayName = "X"` writes, so either keeps a component that nothing renders. The
 * annotation is true of these calls (they only create an object), and the names are for dev tools.
 * With the storefront's own Link (`src/components/link.tsx`) it takes 4 KiB of gzip off every page.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'mercato-tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(join(reactRouterProduction, '..'))) return null
      const annotated = code
        .replace(/(=\s*)(React\d*\.(?:forwardRef|memo|createContext)\()/g, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "\w+";$/gm, '')
      return { code: annotated, map: null }
    },
  }
}

// Two builds from this config: `dist/client` (browser bundle + HTML template) and, with --ssr,
// `dist/server/entry-server.js`, which the Mercato server (or server.mjs) renders pages with.
// The `source` condition makes in-repo @mercato/* packages resolve to their TypeScript sources.

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), tailwindcss(), precompressAssets(), treeShakeReactRouter()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    ...(command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {}),
  },
  // The server build bundles its dependencies in their production form: React's development
  // builds are several times larger and slower to render, and the server that loads this entry
  // may not run with NODE_ENV=production (the Mercato server's own `npm start` does not).
  ...(command === 'build' && isSsrBuild
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  ssr: {
    // Bundled into the server entry so it depends neither on how the workspace packages are built
    // nor on the NODE_ENV of the process that renders with it.
    noExternal: command === 'build' ? true : [/^@mercato\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  // Every browser the build targets supports <link rel=modulepreload>: no polyfill in the entry.
  build: { emptyOutDir: true, manifest: true, modulePreload: { polyfill: false } },
  server: {
    proxy: { '/store': process.env.MERCATO_DEV_SERVER ?? 'http://127.0.0.1:9000' },
  },
}))
