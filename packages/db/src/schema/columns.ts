import { jsonb, text, timestamp } from 'drizzle-orm/pg-core'

export type Metadata = Record<string, unknown> | null

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** id, created_at, updated_at, deleted_at and metadata: the standard columns of most tables. */
export const standard = () => ({
  id: text('id').primaryKey(),
  metadata: jsonb('metadata').$type<Metadata>(),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
  deleted_at: tz('deleted_at'),
})
