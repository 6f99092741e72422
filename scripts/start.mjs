// `npm start`: builds what is missing, then runs `mercato start` in this process.
// The server is bundled with esbuild (a fraction of a second) so it runs without a TypeScript
// loader: that keeps ~70 MB of RSS off an idle store. Without esbuild it falls back to tsx.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const adminIndex = join(root, 'packages', 'admin', 'dist', 'index.html')
const serverBundle = join(root, 'packages', 'server', 'dist', 'cli.mjs')
const storefrontEntry = join(root, 'packages', 'storefront', 'dist', 'server', 'entry-server.js')

if (!existsSync(adminIndex) && existsSync(join(root, 'packages', 'admin', 'index.html'))) {
  console.log('Building the admin dashboard (first start only)…')
  const r = spawnSync('npm', ['run', 'build', '--workspace', '@mercato/admin'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (r.status !== 0) console.warn('The admin dashboard could not be built; the API starts without it.')
}

if (!existsSync(storefrontEntry) && existsSync(join(root, 'packages', 'storefront', 'index.html'))) {
  console.log('Building the storefront (first start only)…')
  const r = spawnSync('npm', ['run', 'build', '--workspace', '@mercato/storefront'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (r.status !== 0) console.warn('The storefront could not be built; the API starts without it.')
}

let main
try {
  const { bundleServer } = await import('./bundle-server.mjs')
  await bundleServer(serverBundle)
  ;({ main } = await import(pathToFileURL(serverBundle).href))
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND') throw e
  const { register } = await import('tsx/esm/api')
  // The root tsconfig's paths point tsx at the workspace packages' TypeScript sources.
  register({ tsconfig: join(root, 'tsconfig.json') })
  ;({ main } = await import('../packages/server/src/cli.ts'))
}
await main(['start', ...process.argv.slice(2)])
