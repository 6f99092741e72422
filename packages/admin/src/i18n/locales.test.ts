import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { I18N_LOAD_LIMITS, LOCALES_PATH } from './index'
import { directionOf, LANGUAGE_CODES, LANGUAGES, NAMESPACES, toSupportedLanguage } from './languages'

const localesDir = join(import.meta.dirname, '..', '..', 'public', 'locales')

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') acc[path] = value
    else Object.assign(acc, flatten(value, path))
    return acc
  }, {})

const load = (lng: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')) as Tree)

/** {{placeholders}} and <tags> must survive translation, or the UI shows raw braces or loses links. */
const tokens = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort()

describe('translations', () => {
  it('offer the 21 languages, sorted by locale code, each with a folder', () => {
    expect(LANGUAGE_CODES).toHaveLength(21)
    expect([...LANGUAGE_CODES].sort()).toEqual(LANGUAGE_CODES)
    expect(readdirSync(localesDir).sort()).toEqual([...LANGUAGE_CODES].sort())
  })

  for (const ns of NAMESPACES) {
    const en = load('en', ns)
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
      it(`${code}/${ns}.json has exactly the English keys, translated`, () => {
        const other = load(code, ns)
        const missing = Object.keys(en).filter((k) => !(k in other))
        const extra = Object.keys(other).filter((k) => !(k in en))
        expect({ missing, extra }).toEqual({ missing: [], extra: [] })
        for (const key of Object.keys(en)) {
          expect(other[key]?.trim(), `${code}: ${key} is empty`).toBeTruthy()
          expect(tokens(other[key]!), `${code}: ${key} placeholders`).toEqual(tokens(en[key]!))
        }
        // Words like "Status" or "SKU" may match English; most of the file must not.
        const same = Object.keys(en).filter((k) => other[k] === en[k])
        expect(
          same.length / Math.max(1, Object.keys(en).length),
          `${code} copies English: ${same.join(', ')}`,
        ).toBeLessThan(0.15)
      })
    }
  }
})

describe('language detection and loading', () => {
  it('reduces detected tags to the base code, keeping pt-BR and zh-CN', () => {
    expect(toSupportedLanguage('de-AT')).toBe('de')
    expect(toSupportedLanguage('fr')).toBe('fr')
    expect(toSupportedLanguage('pt')).toBe('pt-BR')
    expect(toSupportedLanguage('pt-PT')).toBe('pt-BR')
    expect(toSupportedLanguage('zh-Hans-CN')).toBe('zh-CN')
    expect(toSupportedLanguage('zh_TW')).toBe('zh-CN')
    expect(toSupportedLanguage('ta-IN')).toBe('ta')
    expect(toSupportedLanguage('xx')).toBe('en')
    expect(toSupportedLanguage(undefined)).toBe('en')
  })

  it('lays Arabic out right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('ar-EG')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
  })

  it('reads translation files under /app/locales with the retry and parallel limits', () => {
    expect(LOCALES_PATH).toBe('/app/locales/{{lng}}/{{ns}}.json')
    expect(I18N_LOAD_LIMITS).toEqual({ maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 })
  })
})
