import { z } from 'zod'

/** `created_at[gte]=…` style bounds. */
export interface DateRange {
  lt?: Date
  gt?: Date
  lte?: Date
  gte?: Date
}

export interface ListQuery<F> {
  limit: number
  offset: number
  order: { field: string; direction: 'asc' | 'desc' }
  q: string | undefined
  expand: string[] | undefined
  fields: string[] | undefined
  dates: Record<string, DateRange>
  filters: F
}

const isoDate = z.coerce.date({ error: 'must be a date' })
const dateRange = z.strictObject({
  lt: isoDate.optional(),
  gt: isoDate.optional(),
  lte: isoDate.optional(),
  gte: isoDate.optional(),
})

/** A comma list (`expand=a,b`) or an array of names. */
export const csvList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))

/** One value or several (`id=a`, `id[]=a&id[]=b`, `id[]=a,b`). */
export const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[])

/** Query strings carry booleans as text. */
export const booleanString = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')

export interface ListQueryOptions<S extends z.ZodRawShape> {
  defaultLimit: number
  maxLimit?: number
  /** Columns a caller may sort by; the default order is `-created_at`. */
  orderable?: readonly string[]
  defaultOrder?: string
  dateFields?: readonly string[]
  /** Relations `expand` may name; others are refused. */
  expandable?: readonly string[]
  /** Instead of a fixed list: which relation paths `expand` may name (see `contractExpand`). */
  allowExpand?: (path: string) => boolean
  filters?: S
}

/**
 * The one list-query parser every list route uses: limit, offset, order, q, expand, fields,
 * date ranges and resource filters; unknown parameters are refused, naming them.
 */
export function listQuerySchema<S extends z.ZodRawShape = Record<string, never>>(
  options: ListQueryOptions<S>,
) {
  const maxLimit = options.maxLimit ?? 1000
  const orderable = new Set(options.orderable ?? ['created_at', 'updated_at', 'id'])
  const dateFields = options.dateFields ?? ['created_at', 'updated_at']
  const defaultOrder = options.defaultOrder ?? '-created_at'
  const dateShape = Object.fromEntries(dateFields.map((f) => [f, dateRange.optional()]))
  const base = z.strictObject({
    limit: z.coerce.number().int().min(0).max(maxLimit).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    order: z.string().optional(),
    q: z.string().optional(),
    expand: csvList.optional(),
    fields: csvList.optional(),
    ...dateShape,
    ...((options.filters ?? {}) as S),
  })
  const schema = base.transform((input, ctx) => {
    const raw = input as Record<string, unknown>
    const orderText = (raw.order as string | undefined) || defaultOrder
    const direction = orderText.startsWith('-') ? 'desc' : 'asc'
    const field = orderText.replace(/^[-+]/, '')
    if (!orderable.has(field)) {
      ctx.issues.push({
        code: 'custom',
        path: ['order'],
        message: `cannot order by ${field}; allowed: ${[...orderable].join(', ')}`,
        input: raw.order,
      })
      return z.NEVER
    }
    const expand = raw.expand as string[] | undefined
    if (expand && (options.expandable || options.allowExpand)) {
      const allowed = new Set(options.expandable)
      const bad = expand.filter((e) => !allowed.has(e) && !options.allowExpand?.(e))
      if (bad.length > 0) {
        ctx.issues.push({
          code: 'custom',
          path: ['expand'],
          message: `Requested fields [${bad.join(', ')}] are not valid`,
          input: expand,
        })
        return z.NEVER
      }
    }
    const dates: Record<string, DateRange> = {}
    const filters: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(raw)) {
      if (v === undefined) continue
      if (dateFields.includes(k)) dates[k] = v as DateRange
      else if (!['limit', 'offset', 'order', 'q', 'expand', 'fields'].includes(k)) filters[k] = v
    }
    return {
      limit: (raw.limit as number | undefined) ?? options.defaultLimit,
      offset: (raw.offset as number | undefined) ?? 0,
      order: { field, direction },
      q: (raw.q as string | undefined) || undefined,
      expand,
      fields: raw.fields as string[] | undefined,
      dates,
      filters: filters as z.output<z.ZodObject<S>>,
    } satisfies ListQuery<z.output<z.ZodObject<S>>>
  })
  declared.set(schema, { filters: Object.keys(options.filters ?? {}), dates: [...dateFields] })
  return schema
}

const declared = new WeakMap<object, { filters: string[]; dates: string[] }>()

/** Whether `schema` is a list query built by `listQuerySchema`. */
export function isListQuery(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && declared.has(schema)
}

/** The resource filters a list query declares (beyond paging, order, q, expand, fields and dates). */
export function declaredFilters(schema: object): string[] {
  return declared.get(schema)?.filters ?? []
}

/** The date-range filters (`created_at[gte]=…`) a list query declares. */
export function declaredDateFilters(schema: object): string[] {
  return declared.get(schema)?.dates ?? []
}
