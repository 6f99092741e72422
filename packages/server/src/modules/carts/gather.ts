import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Tx } from '../../context'

type Results<T extends readonly (() => unknown)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>
}

/**
 * Runs independent reads: side by side on the pool, one after another inside a transaction (its
 * single connection runs one statement at a time anyway, and node-postgres deprecates queueing).
 */
export async function gather<T extends readonly (() => unknown)[]>(
  db: Tx,
  tasks: readonly [...T],
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((task) => task()))) as Results<T>
  const out: unknown[] = []
  for (const task of tasks) out.push(await task())
  return out as Results<T>
}
