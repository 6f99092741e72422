import { describe, expect, it } from 'vitest'
import { parseQueryString } from './query-string'

describe('parseQueryString', () => {
  it('reads plain pairs and decodes them', () => {
    expect(parseQueryString('limit=10&q=red%20shirt&x=a+b')).toEqual({
      limit: '10',
      q: 'red shirt',
      x: 'a b',
    })
  })

  it('makes arrays from repeated keys, [] and [n] notations', () => {
    expect(parseQueryString('a=1&a=2')).toEqual({ a: ['1', '2'] })
    expect(parseQueryString('a[]=1&a[]=2')).toEqual({ a: ['1', '2'] })
    expect(parseQueryString('a%5B0%5D=1&a%5B1%5D=2')).toEqual({ a: ['1', '2'] })
  })

  it('splits a one-element array on commas', () => {
    expect(parseQueryString('id[]=a,b')).toEqual({ id: ['a', 'b'] })
    expect(parseQueryString('expand=a,b')).toEqual({ expand: 'a,b' })
  })

  it('nests bracketed keys for range filters', () => {
    expect(parseQueryString('created_at[gt]=2024-01-01&created_at[lte]=2024-02-01')).toEqual({
      created_at: { gt: '2024-01-01', lte: '2024-02-01' },
    })
  })

  it('nests arrays of objects', () => {
    expect(parseQueryString('items[0][id]=x&items[1][id]=y')).toEqual({ items: [{ id: 'x' }, { id: 'y' }] })
  })

  it('ignores prototype-polluting keys', () => {
    const q = parseQueryString('__proto__[admin]=1&constructor[x]=1')
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
    expect(Object.keys(q)).toEqual([])
  })
})

describe('parseQueryString with indexed objects', () => {
  it('merges fields of the same index', () => {
    expect(parseQueryString('a[0][x]=1&a[0][y]=2&a[1][x]=3')).toEqual({ a: [{ x: '1', y: '2' }, { x: '3' }] })
  })
})
