import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { connect, isPostgresUrl, withSessionOptions } from './connect'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''

describe('session options', () => {
  it('puts a URL’s own options after ours and leaves a URL without them as it is', () => {
    expect(withSessionOptions('postgres://u:p@db:5432/shop')).toEqual({
      connectionString: 'postgres://u:p@db:5432/shop',
      options: '-c jit=off',
    })
    expect(
      withSessionOptions('postgres://u:p@db:5432/shop?sslmode=require&options=-c%20jit%3Don', 'tenant'),
    ).toEqual({
      connectionString: 'postgres://u:p@db:5432/shop?sslmode=require',
      options: '-c jit=off -c search_path=tenant,public -c jit=on',
    })
  })
})

describe.skipIf(!isPostgresUrl(url))('PostgreSQL session settings', () => {
  const setting = async (db: Awaited<ReturnType<typeof connect>>, name: string) =>
    (await db.query<{ value: string }>('SELECT current_setting($1) AS value', [name]))[0]!.value

  it('keeps options given in the URL beside its own', async () => {
    const database = await connect(
      `${url}${url.includes('?') ? '&' : '?'}options=-c%20statement_timeout%3D12345`,
      {
        poolSize: 1,
      },
    )
    try {
      expect(await setting(database, 'jit')).toBe('off')
      expect(await setting(database, 'statement_timeout')).toBe('12345ms')
    } finally {
      await database.close()
    }
  })

  it('turns JIT compilation off and keeps the schema search path', async () => {
    const schema = `settings_${Date.now()}`
    const admin = await connect(url, { poolSize: 1 })
    await admin.execScript(`CREATE SCHEMA ${schema}`)
    const database = await connect(url, { poolSize: 1, schema })
    try {
      expect(await setting(database, 'jit')).toBe('off')
      expect(await setting(database, 'search_path')).toBe(`${schema},public`)
      expect(await setting(admin, 'jit')).toBe('off')
      // The drizzle handle runs on the same connections.
      const viaDrizzle = (await database.db.execute(
        sql`SELECT current_setting('jit') AS value`,
      )) as unknown as {
        rows: Array<{ value: string }>
      }
      expect(viaDrizzle.rows[0]!.value).toBe('off')
    } finally {
      await database.close()
      await admin.execScript(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    }
  })
})
