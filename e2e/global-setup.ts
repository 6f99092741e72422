import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM_PATH } from './chromium'

/** Builds the dashboard once per run when browser tests will run (CI always has Chromium). */
export default function setup() {
  if (!existsSync(CHROMIUM_PATH)) return
  const root = join(import.meta.dirname, '..')
  if (process.env.E2E_SKIP_BUILD && existsSync(join(root, 'packages/admin/dist/index.html'))) return
  const r = spawnSync('npm', ['run', 'build', '--workspace', '@mercato/admin'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (r.status !== 0) throw new Error('building the admin dashboard failed')
}
