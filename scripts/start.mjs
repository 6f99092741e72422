// `npm start`: builds the admin dashboard on first use, then runs `mercato start` in this process.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const adminIndex = join(root, 'packages', 'admin', 'dist', 'index.html')

if (!existsSync(adminIndex) && existsSync(join(root, 'packages', 'admin', 'index.html'))) {
  console.log('Building the admin dashboard (first start only)…')
  const r = spawnSync('npm', ['run', 'build', '--workspace', '@mercato/admin'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) console.warn('The admin dashboard could not be built; the API starts without it.')
}

process.argv = [process.argv[0], 'mercato', 'start', ...process.argv.slice(2)]
await import('../packages/server/bin/mercato.mjs')
