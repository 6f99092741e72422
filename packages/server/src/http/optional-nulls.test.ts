import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { nullMeansAbsent } from './optional-nulls'

const body = nullMeansAbsent(
  z.strictObject({
    amount: z.number(),
    note: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  }),
)

describe('nullMeansAbsent', () => {
  it('drops null for an optional field that does not take null', () => {
    expect(body.parse({ amount: 1, note: null })).toEqual({ amount: 1 })
  })
  it('keeps null where the field accepts it', () => {
    expect(body.parse({ amount: 1, metadata: null })).toEqual({ amount: 1, metadata: null })
  })
  it('still refuses null for a required field and unknown fields', () => {
    expect(body.safeParse({ amount: null }).success).toBe(false)
    expect(body.safeParse({ amount: 1, extra: null }).success).toBe(false)
  })
})
