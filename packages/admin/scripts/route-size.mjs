// Gzipped bytes a first visit to each route downloads: the entry, the route's lazy chunk and
// everything both import statically (as modulepreload would fetch them). Run after `vite build`.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const BUDGET_KB = Number(process.env.ROUTE_BUDGET_KB ?? 200)

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length

function closure(keys) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  keys.forEach(visit)
  return files
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
const routes = {
  login: 'src/routes/login.tsx',
  landing: 'src/routes/landing.tsx',
  'a/*': 'src/routes/a/index.tsx',
}
let failed = false
for (const [name, key] of Object.entries(routes)) {
  const files = closure([entry, key])
  const total = [...files].reduce((sum, f) => sum + gz(f), 0)
  const kb = total / 1024
  if (name === 'login' && kb > BUDGET_KB) failed = true
  console.log(`/app/${name}: ${kb.toFixed(1)} KB gzip in ${files.size} files`)
  if (process.argv.includes('--files'))
    for (const f of files) console.log(`  ${f} ${(gz(f) / 1024).toFixed(1)} KB`)
}
if (failed) {
  console.error(`/app/login is over its ${BUDGET_KB} KB gzip budget`)
  process.exit(1)
}
