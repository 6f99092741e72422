import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { writeDemoTemplate } from '../packages/server/src/testing/demo-template'
import { CHROMIUM_PATH } from './chromium'

/**
 * Builds the dashboard and the storefront once per run when browser tests will run (CI always has
 * Chromium), and on PGlite seeds the demo store once for the files that start from it.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) return
  const root = join(import.meta.dirname, '..')
  const builds = [
    {
      workspace: '@mercato/admin',
      output: join(process.env.MERCATO_ADMIN_DIST || 'packages/admin/dist', 'index.html'),
      name: 'the admin dashboard',
    },
    {
      workspace: '@mercato/storefront',
      output: 'packages/storefront/dist/server/entry-server.js',
      name: 'the storefront',
    },
  ]
  for (const build of builds) {
    if (process.env.E2E_SKIP_BUILD && existsSync(resolve(root, build.output))) continue
    const r = spawnSync('npm', ['run', 'build', '--workspace', build.workspace], {
      cwd: root,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would build React's development bundles: test what ships.
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (r.status !== 0) throw new Error(`building ${build.name} failed`)
  }
  const migrated = project.getProvidedContext().pgliteTemplate
  if (migrated) project.provide('pgliteDemoTemplate', await writeDemoTemplate(migrated))
}
