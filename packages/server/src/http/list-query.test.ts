import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contractExpand } from './contract-relations'
import { declaredFilters, listQuerySchema, oneOrMany } from './list-query'
import { parseQueryString } from './query-string'

const schema = listQuerySchema({
  defaultLimit: 50,
  orderable: ['created_at', 'email'],
  expandable: ['orders'],
  filters: { email: z.string().optional(), id: oneOrMany(z.string()).optional() },
})
const parse = (qs: string) => schema.safeParse(parseQueryString(qs))

describe('listQuerySchema', () => {
  it('applies defaults: the resource limit, offset 0, newest first', () => {
    const r = parse('')
    expect(r.success && r.data).toMatchObject({
      limit: 50,
      offset: 0,
      order: { field: 'created_at', direction: 'desc' },
    })
  })

  it('coerces limit and offset and reads order, q, expand, fields', () => {
    const r = parse('limit=5&offset=10&order=email&q=ann&expand=orders&fields=id,email')
    expect(r.success && r.data).toMatchObject({
      limit: 5,
      offset: 10,
      order: { field: 'email', direction: 'asc' },
      q: 'ann',
      expand: ['orders'],
      fields: ['id', 'email'],
    })
  })

  it('parses date ranges into dates and resource filters into filters', () => {
    const r = parse('created_at[gte]=2024-01-01&email=a@b.c&id[]=x,y')
    expect(r.success).toBe(true)
    if (!r.success) return
    expect(r.data.dates.created_at?.gte).toEqual(new Date('2024-01-01'))
    expect(r.data.filters).toEqual({ email: 'a@b.c', id: ['x', 'y'] })
  })

  it('refuses unknown parameters, bad numbers, unknown sort fields and relations', () => {
    expect(parse('foo=1').error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['foo'] })
    expect(parse('limit=abc').success).toBe(false)
    expect(parse('limit=-1').success).toBe(false)
    expect(parse('order=password_hash').error?.issues[0]?.message).toContain('cannot order by password_hash')
    expect(parse('expand=secrets').error?.issues[0]?.message).toBe('Requested fields [secrets] are not valid')
    expect(parse('created_at[gt]=not-a-date').success).toBe(false)
  })

  it('accepts any contract relation path with allowExpand, and still refuses unknown ones', () => {
    const orders = listQuerySchema({ defaultLimit: 50, allowExpand: contractExpand('order') })
    const parse = (qs: string) => orders.safeParse(parseQueryString(qs))
    expect(parse('expand=returns.shipping_method.shipping_option,claims.claim_items.item').success).toBe(true)
    expect(parse('expand=swaps.additional_items.variant.product.profiles').success).toBe(true)
    expect(parse('expand=returns.nonsense').error?.issues[0]?.message).toBe(
      'Requested fields [returns.nonsense] are not valid',
    )
  })

  it('names the filters it declares', () => {
    const q = listQuerySchema({ defaultLimit: 5, filters: { email: z.string().optional() } })
    expect(declaredFilters(q)).toEqual(['email'])
    expect(declaredFilters(z.object({}))).toEqual([])
  })
})
