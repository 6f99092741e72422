import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const ROOT = join(import.meta.dirname, '..')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzip = (buf: Uint8Array) => gzipSync(buf, { level: 9 }).length

/** min+gzip of one entry bundled for browsers, with the given packages left out. */
async function bundled(contents: string, external: string[] = []): Promise<number> {
  const r = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return gzip(r.outputFiles[0]!.contents)
}

function adminRoutes(): Array<[string, string]> {
  const dist = join(ROOT, 'packages/admin/dist')
  const manifestPath = join(dist, '.vite/manifest.json')
  if (!existsSync(manifestPath)) return [['admin', 'not built: run `npm run build` first']]
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  >
  const gz = (file: string) => gzip(readFileSync(join(dist, file)))
  const closure = (keys: string[]) => {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      for (const css of chunk.css ?? []) files.add(css)
      for (const dep of chunk.imports ?? []) visit(dep)
    }
    keys.forEach(visit)
    return [...files].filter((f) => f.endsWith('.js'))
  }
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!
  const total = (keys: string[]) => closure([entry, ...keys]).reduce((s, f) => s + gz(f), 0)
  const largest = Object.values(manifest)
    .filter((c) => !c.isEntry && c.file.endsWith('.js'))
    .map((c) => [c.file, gz(c.file)] as const)
    .sort((a, b) => b[1] - a[1])[0]!
  return [
    ['admin: JS loaded by /app/login', kb(total(['src/routes/login.tsx']))],
    [
      'admin: JS loaded by the signed-in home page (/app/a)',
      kb(total(['src/routes/a/index.tsx', 'src/features/home/home-page.tsx'])),
    ],
    ['admin: largest lazy chunk', `${kb(largest[1])} (${largest[0]})`],
  ]
}

/** Sizes a storefront or the dashboard pays for, min+gzip. */
export async function benchSize() {
  const rows: Array<[string, string]> = [
    ['@mercato/client, store calls only', kb(await bundled("export * from './packages/client/src/store'"))],
    ['@mercato/client, whole client', kb(await bundled("export * from './packages/client/src/index'"))],
    [
      '@mercato/react without react, react-dom (TanStack Query included)',
      kb(
        await bundled("export * from './packages/react/src/index'", [
          'react',
          'react-dom',
          'react/jsx-runtime',
        ]),
      ),
    ],
    [
      '@mercato/react without react, react-dom, @tanstack/react-query',
      kb(
        await bundled("export * from './packages/react/src/index'", [
          'react',
          'react-dom',
          'react/jsx-runtime',
          '@tanstack/react-query',
        ]),
      ),
    ],
    [
      '@medusajs/medusa-js 6.1.10, bundled the same way',
      kb(await bundled("export * from '@medusajs/medusa-js'")),
    ],
    ...adminRoutes(),
  ]
  console.log('| what | min+gzip |\n|---|---|')
  for (const [what, size] of rows) console.log(`| ${what} | ${size} |`)
}
