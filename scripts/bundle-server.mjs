// Bundles the server and the workspace packages it uses into one ES module; npm dependencies stay external.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function externals() {
  const deps = new Set()
  for (const pkg of ['server', 'db', 'domain']) {
    const json = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'))
    for (const name of Object.keys(json.dependencies ?? {})) if (!name.startsWith('@mercato/')) deps.add(name)
  }
  return [...deps].flatMap((d) => [d, `${d}/*`])
}

function newestSource() {
  let newest = 0
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  for (const pkg of ['server', 'db', 'domain']) walk(join(root, 'packages', pkg, 'src'))
  return newest
}

/** Rebuilds only when a source file is newer than the bundle. */
export async function bundleServer(outfile) {
  if (existsSync(outfile) && statSync(outfile).mtimeMs > newestSource()) return
  const { build, stop } = await import('esbuild')
  try {
    await build({
      entryPoints: [join(root, 'packages', 'server', 'src', 'cli.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      external: externals(),
      // Workspace packages from their TypeScript sources (their `import`/`require` targets are dist/).
      conditions: ['source', 'module'],
      logLevel: 'warning',
    })
  } finally {
    // esbuild's service process (about 60 MB) would otherwise live as long as the server.
    await stop()
  }
}
