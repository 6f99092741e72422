import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type Database, connect } from '@mercato/db'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { seedDemo } from '../seed'

/**
 * The address the template's demo pictures are stored under; each test server puts its own in its place
 * (`useDemoTemplateAddress`), as seeding there would have written it.
 */
export const DEMO_TEMPLATE_ORIGIN = 'http://demo-template.invalid'

/** Points the demo pictures of a database copied from the template at `backendUrl`. */
export async function useDemoTemplateAddress(database: Database, backendUrl: string): Promise<void> {
  await database.execScript(
    ['product.thumbnail', 'product_image.url', 'inventory_item.thumbnail']
      .map((column) => {
        const [table, name] = column.split('.')
        return `UPDATE ${table} SET ${name} = replace(${name}, '${DEMO_TEMPLATE_ORIGIN}', '${backendUrl.replace(/'/g, "''")}') WHERE ${name} LIKE '${DEMO_TEMPLATE_ORIGIN}/%';`
      })
      .join('\n'),
  )
}

/**
 * Seeds the demo store once into a copy of the migrated PGlite template and dumps it beside it, so
 * that browser test files start from the demo shop instead of seeding it each (about 1.8 CPU seconds
 * per file, in 40-odd files). Returns the dump's path.
 */
export async function writeDemoTemplate(migratedTemplate: string): Promise<string> {
  const blob = new Blob([readFileSync(migratedTemplate)], { type: 'application/x-tar' })
  const database = await connect('memory://', { loadDataDir: blob })
  const config = {
    ...loadConfig({ NODE_ENV: 'test', BACKEND_URL: DEMO_TEMPLATE_ORIGIN }),
    logLevel: 'silent',
  }
  const { app, ctx } = await buildApp({ database, config, logger: false, adminDist: null })
  await seedDemo(ctx)
  await ctx.events.idle()
  await app.close()
  await database.execScript('CHECKPOINT')
  const dump = await database.dumpDataDir?.()
  await database.close()
  if (!dump) throw new Error('the embedded database could not be dumped')
  const file = join(dirname(migratedTemplate), 'demo-template.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  return file
}
