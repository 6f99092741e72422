import { describe, expect, it } from 'vitest'
import { provinceFor, subdivisionCode, subdivisionsOf } from './subdivisions'

describe('subdivisions', () => {
  it('lists the US states with DC and the Canadian provinces and territories', () => {
    const us = subdivisionsOf('us') ?? []
    expect(us.length).toBeGreaterThanOrEqual(51)
    expect(us).toContainEqual({ code: 'DC', name: 'District of Columbia' })
    expect(us).toContainEqual({ code: 'TX', name: 'Texas' })
    expect(
      subdivisionsOf('CA')
        ?.map((s) => s.code)
        .sort(),
    ).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'])
  })

  it('has unique two-letter codes and names in each country', () => {
    for (const country of ['us', 'ca']) {
      const list = subdivisionsOf(country) ?? []
      expect(new Set(list.map((s) => s.code)).size).toBe(list.length)
      expect(new Set(list.map((s) => s.name)).size).toBe(list.length)
      for (const s of list) expect(s.code).toMatch(/^[A-Z]{2}$/)
    }
  })

  it('has no list for countries that take free text', () => {
    expect(subdivisionsOf('de')).toBeUndefined()
    expect(subdivisionsOf('')).toBeUndefined()
    expect(subdivisionsOf(undefined)).toBeUndefined()
  })

  it('finds the code a typed value stands for', () => {
    const us = subdivisionsOf('us') ?? []
    expect(subdivisionCode(us, 'tx')).toBe('TX')
    expect(subdivisionCode(us, ' new york ')).toBe('NY')
    expect(subdivisionCode(us, 'Ontario')).toBeUndefined()
    expect(subdivisionCode(us, '')).toBeUndefined()
  })

  it('keeps the state that fits a changed country', () => {
    expect(provinceFor('us', 'california')).toBe('CA')
    expect(provinceFor('ca', 'CA', 'us')).toBe('')
    expect(provinceFor('de', 'Bayern', 'fr')).toBe('Bayern')
    expect(provinceFor('de', 'TX', 'us')).toBe('')
  })
})
