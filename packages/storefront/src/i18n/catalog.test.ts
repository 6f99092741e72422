import { describe, expect, it } from 'vitest'
import { catalogueLocales, messagesFor } from './catalog'
import { LOCALES } from './locales'
import type { Messages } from './messages'

const PLURAL = /_(zero|one|two|few|many|other)$/

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort()

/** Keys without their plural suffix, each with the placeholders its forms use. */
function keyShapes(messages: Messages): Map<string, string[]> {
  const shapes = new Map<string, string[]>()
  for (const [key, text] of flatten(messages)) {
    const base = key.replace(PLURAL, '')
    // A plural form may leave out {{count}} ("one item" in words); the other placeholders must be there.
    const names = placeholders(text).filter((n) => !(PLURAL.test(key) && n === 'count'))
    shapes.set(base, [...new Set([...(shapes.get(base) ?? []), ...names])].sort())
  }
  return shapes
}

const english = keyShapes(messagesFor('en'))

describe('storefront catalogues', () => {
  it('has a catalogue for every language the menu offers, and no other', () => {
    expect(catalogueLocales().sort()).toEqual(LOCALES.map((l) => l.code).sort())
  })

  it.each(catalogueLocales().filter((l) => l !== 'en'))(
    '%s has every English key with the same placeholders',
    (locale) => {
      const shapes = keyShapes(messagesFor(locale))
      expect([...shapes.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, names] of english) expect({ key, names: shapes.get(key) }).toEqual({ key, names })
    },
  )

  it.each(catalogueLocales())('%s gives every plural key its "other" form', (locale) => {
    const flat = flatten(messagesFor(locale))
    for (const key of flat.keys()) {
      if (PLURAL.test(key)) expect(flat.has(key.replace(PLURAL, '_other')), key).toBe(true)
    }
  })
})
