import { describe, expect, it } from 'vitest'
import { stringifyQuery, withQuery } from './qs'

describe('stringifyQuery (qs-compatible encoding)', () => {
  it('encodes flat values in key order', () => {
    expect(stringifyQuery({ limit: 10, offset: 0, q: 'red shirt', is_giftcard: false })).toBe(
      'limit=10&offset=0&q=red%20shirt&is_giftcard=false',
    )
  })

  it('writes arrays with indices and percent-encoded brackets', () => {
    expect(stringifyQuery({ id: ['a', 'b'] })).toBe('id%5B0%5D=a&id%5B1%5D=b')
  })

  it('writes nested objects as a[b]= with encoded brackets', () => {
    expect(stringifyQuery({ created_at: { gte: '2024-01-01', lt: '2024-02-01' } })).toBe(
      'created_at%5Bgte%5D=2024-01-01&created_at%5Blt%5D=2024-02-01',
    )
  })

  it('nests objects inside arrays and arrays inside objects', () => {
    expect(stringifyQuery({ a: [{ b: 1 }], c: { d: ['x'] } })).toBe('a%5B0%5D%5Bb%5D=1&c%5Bd%5D%5B0%5D=x')
  })

  it('skips undefined, sends null as an empty value and dates as ISO strings', () => {
    const date = new Date(Date.UTC(2024, 0, 2, 3, 4, 5))
    expect(stringifyQuery({ a: undefined, b: null, c: date })).toBe('b=&c=2024-01-02T03%3A04%3A05.000Z')
  })

  it("encodes reserved characters the way qs does, including !'()*", () => {
    expect(stringifyQuery({ 'k&y': "a=b&c!'()*" })).toBe('k%26y=a%3Db%26c%21%27%28%29%2A')
  })

  it('leaves the path alone when there is nothing to add', () => {
    expect(withQuery('/store/products', {})).toBe('/store/products')
    expect(withQuery('/store/products', undefined)).toBe('/store/products')
    expect(withQuery('/store/products', { limit: 1 })).toBe('/store/products?limit=1')
  })
})
