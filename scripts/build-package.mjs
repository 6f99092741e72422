// Builds the publishable package in the current folder (client, react or domain) into dist/:
// one ESM `.js` and one CommonJS `.cjs` per source module (so both entries of a package share one copy
// of each class), then `.d.ts` / `.d.cts` declarations from tsc. Entries are the `source` targets of the
// package's `exports`; dependencies and peer dependencies stay external.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { build } from 'esbuild'

const dir = process.cwd()
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
const outdir = join(dir, 'dist')
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).flatMap((d) => [d, `${d}/*`])
const entries = Object.values(pkg.exports)
  .map((target) => target.source)
  .filter(Boolean)
  .map((p) => join(dir, p))

const common = {
  bundle: true,
  platform: 'neutral',
  target: 'es2022',
  jsx: 'automatic',
  external,
  logLevel: 'warning',
  // Resolve the sources only; the root tsconfig's paths would pull other workspace packages in.
  tsconfigRaw: { compilerOptions: { jsx: 'react-jsx' } },
}

/** Every source module reachable from the entries. */
async function reachableModules() {
  const r = await build({
    ...common,
    entryPoints: entries,
    outdir,
    write: false,
    metafile: true,
    format: 'esm',
  })
  return Object.keys(r.metafile.inputs)
    .map((p) => resolve(p))
    .filter((p) => p.startsWith(join(dir, 'src')))
}

/** Keeps relative imports as imports of the sibling output file with the given extension. */
const siblingImports = (ext) => ({
  name: 'sibling-imports',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, async (args) => {
      // The nested resolve below comes back through this hook: let esbuild answer it.
      if (args.kind === 'entry-point' || args.pluginData === 'nested') return undefined
      const found = await b.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: 'nested',
      })
      if (found.errors.length) return { errors: found.errors }
      let rel = relative(args.resolveDir, found.path).replace(/\.tsx?$/, ext)
      if (!rel.startsWith('.')) rel = `./${rel}`
      return { path: rel, external: true }
    })
  },
})

async function buildModules(modules) {
  for (const [format, ext] of [
    ['esm', '.js'],
    ['cjs', '.cjs'],
  ]) {
    await build({
      ...common,
      entryPoints: modules,
      outdir,
      outbase: join(dir, 'src'),
      format,
      outExtension: { '.js': ext },
      plugins: [siblingImports(ext)],
    })
  }
}

function emitDeclarations() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: dir, stdio: 'inherit' })
  if (r.status !== 0) throw new Error('tsc failed to emit the declarations')
}

/**
 * tsc keeps the sources' extensionless imports, which Node-style resolution of a published package
 * does not accept: point each at its `.js` (ESM) or `.cjs` (CommonJS, next to a `.d.cts` copy) twin.
 */
function fixDeclarationImports(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) {
      fixDeclarationImports(path)
      continue
    }
    if (!entry.name.endsWith('.d.ts')) continue
    const source = readFileSync(path, 'utf8')
    const withExt = (ext) =>
      source.replace(/(from\s+|import\s*\(\s*)(['"])(\.\.?\/[^'"]*)\2/g, (_m, lead, quote, spec) => {
        const base = join(folder, spec)
        const target = existsSync(`${base}.d.ts`) ? `${spec}${ext}` : `${spec}/index${ext}`
        return `${lead}${quote}${target}${quote}`
      })
    writeFileSync(path, withExt('.js'))
    writeFileSync(path.replace(/\.d\.ts$/, '.d.cts'), withExt('.cjs'))
  }
}

rmSync(outdir, { recursive: true, force: true })
await buildModules(await reachableModules())
emitDeclarations()
fixDeclarationImports(outdir)
console.log(`${pkg.name}: built dist/ (ESM, CommonJS, declarations)`)
