import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WIDGET_ZONES } from './zones'

const SRC = resolve(import.meta.dirname, '..')

/** Every dashboard source file (tests and the extensions folder aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === join(SRC, 'extensions') ? [] : sources(path)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : []
  })
}

// The sign-in page lies outside the signed-in area that provides the registry, so its zones are not drawn
// yet. Listed here so drawing them (or any other gap) shows up: this list must match exactly.
const NOT_DRAWN_YET = ['login.before', 'login.after']

describe('widget zones', () => {
  it('every declared zone is drawn by some page, and every drawn zone is declared', () => {
    const drawn = new Map<string, string[]>()
    for (const file of sources(SRC)) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/<WidgetZone\s+name="([^"]+)"/g)) {
        drawn.set(name as string, [...(drawn.get(name as string) ?? []), file.slice(SRC.length)])
      }
    }
    const missing = WIDGET_ZONES.filter((zone) => !drawn.has(zone))
    expect(missing, 'zones a plugin may name that no page renders').toEqual(NOT_DRAWN_YET)
    expect([...drawn.keys()].filter((name) => !(WIDGET_ZONES as readonly string[]).includes(name))).toEqual(
      [],
    )
  })
})
