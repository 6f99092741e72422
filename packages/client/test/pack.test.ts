// The published shape of @mercato/domain, @mercato/client and @mercato/react: each is packed with `npm pack`
// (which builds dist/ through `prepack`), installed into an empty project, then loaded with `import` and
// `require`, and type-checked by a consumer's tsc.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..', '..')
// react needs client's declarations, so client is packed (and built) first.
const PACKAGES = ['@mercato/domain', '@mercato/client', '@mercato/react']
const hasNpm = spawnSync('npm', ['--version'], { stdio: 'ignore' }).status === 0
if (!hasNpm) console.warn('SKIPPED: the npm pack test needs `npm` on PATH.')
// The packages do not touch a database: CI's second pass of the integration suite (on PostgreSQL) skips them.
const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
const node = (args: string[], cwd: string) =>
  execFileSync(process.execPath, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

const ESM_CHECK = `
import Mercato, { MercatoStore, ClientError } from '@mercato/client'
import { MercatoStore as StoreOnly } from '@mercato/client/store'
import { generateId } from '@mercato/domain'
import { MercatoProvider, useProducts } from '@mercato/react'
console.log(JSON.stringify({
  admin: typeof new Mercato({ baseUrl: 'http://shop.test' }).admin.products.list,
  sharedStore: StoreOnly === MercatoStore,
  error: new ClientError('nope', { status: 404, type: 'not_found' }) instanceof Error,
  id: generateId('prod'),
  react: [typeof MercatoProvider, typeof useProducts],
}))`

const CJS_CHECK = `
const client = require('@mercato/client')
const store = require('@mercato/client/store')
const domain = require('@mercato/domain')
const react = require('@mercato/react')
console.log(JSON.stringify({
  admin: typeof new client.Mercato({ baseUrl: 'http://shop.test' }).admin.products.list,
  sharedStore: store.MercatoStore === client.MercatoStore,
  error: new client.ClientError('nope', { status: 404, type: 'not_found' }) instanceof Error,
  id: domain.generateId('prod'),
  react: [typeof react.MercatoProvider, typeof react.useProducts],
}))`

// Each @ts-expect-error fails the check if the package's types were missing or \`any\`.
const TYPES_ESM = `
import Mercato from '@mercato/client'
import { MercatoStore } from '@mercato/client/store'
import { generateId } from '@mercato/domain'
import { useProducts } from '@mercato/react'

const store = new MercatoStore({ baseUrl: 'http://shop.test' })
export const list: Promise<unknown> = new Mercato().admin.products.list({ limit: 1 })
export const id: string = generateId('prod')
// @ts-expect-error generateId returns a string
export const notNumber: number = generateId('prod')
// @ts-expect-error baseUrl is a string
export const badConfig = new Mercato({ baseUrl: 9000 })
// @ts-expect-error the store entry has no admin
export const noAdmin = store.admin
// Request types come from @mercato/domain's schemas: they resolve only if that dependency installs too.
export const product: import('@mercato/client').AdminPostProductsReq = { title: 'Tee', status: 'draft' }
// @ts-expect-error a product is created with a title
export const untitled: import('@mercato/client').AdminPostProductsReq = { status: 'draft' }
export type ProductsCount = ReturnType<typeof useProducts>['count']
// @ts-expect-error count is a number
export const notString: string = (null as unknown as ReturnType<typeof useProducts>).count
`

const TYPES_CJS = `
import client = require('@mercato/client')
import domain = require('@mercato/domain')
export const id: string = domain.generateId('prod')
// @ts-expect-error generateId returns a string
export const notNumber: number = domain.generateId('prod')
// @ts-expect-error baseUrl is a string
export const badConfig = new client.Mercato({ baseUrl: 9000 })
`

// tsx ignores export conditions, so the root tsconfig's paths repeat the `source` targets: keep them equal.
describe('in-repo resolution of the publishable packages', () => {
  it("the root tsconfig's paths name every export's `source` file", () => {
    const text = readFileSync(join(ROOT, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')
    const paths = JSON.parse(text).compilerOptions.paths as Record<string, string[]>
    const expected: Record<string, string[]> = {}
    for (const name of PACKAGES) {
      const folder = `./packages/${name.split('/')[1]}`
      const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'))
      for (const [subpath, target] of Object.entries(
        manifest.exports as Record<string, { source?: string }>,
      )) {
        if (!target.source) continue
        expected[name + subpath.slice(1)] = [`${folder}/${target.source.slice(2)}`]
      }
    }
    expect(paths).toEqual(expected)
  })
})

describe.skipIf(!hasNpm || onPostgres)('npm pack of the publishable packages', () => {
  let dir = ''
  let app = ''

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mercato-pack-'))
    app = join(dir, 'app')
    mkdirSync(app)
    const tarballs = PACKAGES.map((name) => {
      npm(['pack', '--workspace', name, '--pack-destination', dir], ROOT)
      // npm names the tarball <scope>-<name>-<version>.tgz (its stdout also carries the build's output).
      const prefix = `${name.slice(1).replace('/', '-')}-`
      const file = readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith('.tgz'))
      if (!file) throw new Error(`npm pack wrote no tarball for ${name}`)
      return join(dir, file)
    })
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'pack-check', private: true, type: 'module' }),
    )
    // react is a peer dependency, installed as a consumer would; registry packages usually come from the cache.
    npm(
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        ...tarballs,
        'react@19',
        'react-dom@19',
        '@types/react@19',
      ],
      app,
    )
  }, 240_000)

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('ships dist/ and package.json only, and installs without the sources', () => {
    for (const name of PACKAGES) {
      const installed = join(app, 'node_modules', name)
      const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
      expect(manifest.files).toEqual(['dist'])
      expect(() => readFileSync(join(installed, 'src', 'index.ts'))).toThrow()
    }
  })

  const expected = {
    admin: 'function',
    sharedStore: true,
    error: true,
    id: expect.stringMatching(/^prod_[0-9A-HJKMNP-TV-Z]{26}$/),
    react: ['function', 'function'],
  }

  it('loads each package with import', () => {
    const out = node(['--input-type=module', '-e', ESM_CHECK], app)
    expect(JSON.parse(out)).toEqual(expected)
  })

  it('loads each package with require', () => {
    const out = node(['--input-type=commonjs', '-e', CJS_CHECK], app)
    expect(JSON.parse(out)).toEqual(expected)
  })

  it("type-checks a consumer's ES module and CommonJS files under nodenext resolution", () => {
    writeFileSync(join(app, 'esm.mts'), TYPES_ESM)
    writeFileSync(join(app, 'cjs.cts'), TYPES_CJS)
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2023', 'dom'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['esm.mts', 'cjs.cts'],
      }),
    )
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
    const r = spawnSync(process.execPath, [tsc, '-p', join(app, 'tsconfig.json')], { encoding: 'utf8' })
    expect(r.stdout + r.stderr).toBe('')
    expect(r.status).toBe(0)
  })
})
