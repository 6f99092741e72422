import { describe, expect, it } from 'vitest'
import { importStage } from './import-stage'

describe('import stage', () => {
  it('follows the job from dry run to completion', () => {
    expect(importStage(undefined)).toBe('checking')
    expect(importStage({ status: 'created', confirmed_at: null })).toBe('checking')
    expect(importStage({ status: 'pre_processed', confirmed_at: null })).toBe('review')
    expect(importStage({ status: 'confirmed', confirmed_at: '2026-01-01' })).toBe('importing')
    expect(importStage({ status: 'processing', confirmed_at: '2026-01-01' })).toBe('importing')
    expect(importStage({ status: 'completed', confirmed_at: '2026-01-01' })).toBe('done')
    expect(importStage({ status: 'canceled', confirmed_at: null })).toBe('canceled')
  })

  it('tells a refused file from an import that failed while writing', () => {
    expect(importStage({ status: 'failed', confirmed_at: null })).toBe('invalid')
    expect(importStage({ status: 'failed', confirmed_at: '2026-01-01' })).toBe('failed')
  })
})
