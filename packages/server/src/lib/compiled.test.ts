import { connect } from '@mercato/db'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Tx } from '../context'
import { constantSql } from './compiled'

describe('constantSql', () => {
  it('renders its SQL once and refuses SQL with parameters', async () => {
    const database = await connect('memory://')
    try {
      const db = database.db as unknown as Tx
      let builds = 0
      const fixed = constantSql(() => {
        builds++
        return sql`SELECT ${sql.raw('1')} AS one`
      })
      const first = fixed(db)
      expect(fixed(db)).toBe(first)
      expect(builds).toBe(1)
      expect(await db.execute(sql`SELECT one FROM (${first}) x`)).toMatchObject({ rows: [{ one: 1 }] })
      const withParameter = constantSql(() => sql`SELECT ${1} AS one`)
      expect(() => withParameter(db)).toThrow(/has parameters/)
    } finally {
      await database.close()
    }
  })
})
