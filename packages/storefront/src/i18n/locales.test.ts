import { describe, expect, it } from 'vitest'
import { chooseLocale, supportedLocale, textDirection } from './locales'

describe('the shopper’s language', () => {
  it('takes ?lng= first, then the chosen cookie, then the browser’s languages by weight', () => {
    expect(chooseLocale({ query: 'de', chosen: 'fr', acceptLanguage: 'ja' })).toBe('de')
    expect(chooseLocale({ query: 'xx', chosen: 'fr', acceptLanguage: 'ja' })).toBe('fr')
    expect(chooseLocale({ acceptLanguage: 'nl-NL,ja;q=0.5,ko;q=0.8' })).toBe('ko')
    expect(chooseLocale({ acceptLanguage: 'nl, *;q=0.1' })).toBe('en')
    expect(chooseLocale({})).toBe('en')
  })

  it('maps regional and old tags to the supported locale of the same language', () => {
    expect(supportedLocale('pt-PT')).toBe('pt-BR')
    expect(supportedLocale('zh')).toBe('zh-CN')
    expect(supportedLocale('de_CH')).toBe('de')
    expect(supportedLocale('ZH-cn')).toBe('zh-CN')
    expect(supportedLocale('tm')).toBe('ta')
    expect(supportedLocale('nl')).toBeUndefined()
  })

  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('de')).toBe('ltr')
  })
})
