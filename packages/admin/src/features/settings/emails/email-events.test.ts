import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EMAIL_EVENTS, emailEventKey } from './email-events'

const root = resolve(__dirname, '../../../../../..')
const locales = resolve(root, 'packages/admin/public/locales')

/** The events the server's notifications module sends, read from its table of composers. */
function serverEvents(): string[] {
  const source = readFileSync(resolve(root, 'packages/server/src/modules/notifications/compose.ts'), 'utf8')
  const table = source.slice(source.indexOf('export const COMPOSERS'))
  const body = table.slice(0, table.indexOf('\n}\n'))
  return [...body.matchAll(/^\s+'([a-z_.-]+)':/gm)].map((m) => m[1] as string)
}

describe('e-mail events', () => {
  it('list every event the notifications module sends, and only those', () => {
    const sent = serverEvents()
    expect(sent).toContain('order-update-token.created')
    expect([...EMAIL_EVENTS].sort()).toEqual([...sent].sort())
  })

  it('have a name in each of the 21 languages', () => {
    const languages = readdirSync(locales)
    expect(languages).toHaveLength(21)
    for (const lng of languages) {
      const names = JSON.parse(readFileSync(resolve(locales, lng, 'order-changes.json'), 'utf8'))
      for (const event of EMAIL_EVENTS) {
        const key = emailEventKey(event).split('.')
        const name = key.reduce((node, part) => node?.[part], names)
        expect(typeof name === 'string' && name.length > 0, `${lng}: ${event}`).toBe(true)
      }
    }
  })
})
