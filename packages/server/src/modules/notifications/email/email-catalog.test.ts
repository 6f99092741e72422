import { describe, expect, it } from 'vitest'
import { EMAIL_LOCALES, emailCatalogue, requestedEmailLocale } from './catalog'

/** Every text of a catalogue by its dotted key. */
function texts(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of texts(value, path)) out.set(k, v)
  }
  return out
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('e-mail catalogues', () => {
  const english = texts(emailCatalogue('en').messages)

  it("are written in the storefront's 21 languages", () => {
    expect(EMAIL_LOCALES).toHaveLength(21)
    expect(emailCatalogue('de-CH').locale).toBe('de')
    expect(emailCatalogue('pt-BR').locale).toBe('pt-BR')
    expect(emailCatalogue('xx').locale).toBe('en')
    expect(emailCatalogue(undefined).locale).toBe('en')
  })

  for (const locale of EMAIL_LOCALES.filter((l) => l !== 'en'))
    it(`${locale} has English's keys, each with the same placeholders`, () => {
      const own = texts(emailCatalogue(locale).messages)
      expect([...own.keys()]).toEqual([...english.keys()])
      for (const [key, text] of english) {
        expect(own.get(key), `${locale} ${key}`).not.toBe('')
        expect(placeholders(own.get(key)!), `${locale} ${key}`).toEqual(placeholders(text))
      }
    })
})

describe('the e-mail language a request asks for', () => {
  it('takes the first written language by preference, matching regions and scripts', () => {
    expect(requestedEmailLocale(['ja'])).toBe('ja')
    expect(requestedEmailLocale(['de-CH,de;q=0.9,en;q=0.8'])).toBe('de')
    expect(requestedEmailLocale(['en;q=0.5, pt;q=0.9'])).toBe('pt-BR')
    expect(requestedEmailLocale(['zh-Hans-CN'])).toBe('zh-CN')
    expect(requestedEmailLocale(['zh-TW, ko;q=0.5'])).toBe('ko')
    expect(requestedEmailLocale(['xx', 'fr;q=0, it'])).toBe('it')
    expect(requestedEmailLocale(['*', ''])).toBeUndefined()
  })
})
