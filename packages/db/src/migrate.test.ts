import { describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../server/src/testing/harness'
import { migrate } from './migrate'

describe('migrations', () => {
  it('are recorded, idempotent, and load ISO currencies and countries', async () => {
    const { database, dispose } = await openTestDatabase()
    try {
      expect(await migrate(database)).toEqual([])
      const names = await database.query<{ name: string }>('SELECT name FROM mercato_migration ORDER BY name')
      expect(names.map((n) => n.name)).toContain('0001_foundation.sql')
      const [cur] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM currency')
      expect(cur!.n).toBeGreaterThan(150)
      const [de] = await database.query<{
        iso_3: string
        name: string
        display_name: string
        num_code: number
      }>("SELECT iso_3, name, display_name, num_code FROM country WHERE iso_2 = 'de'")
      expect(de).toEqual({ iso_3: 'deu', name: 'GERMANY', display_name: 'Germany', num_code: 276 })
    } finally {
      await dispose()
    }
  })
})
