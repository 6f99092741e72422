import { describe, expect, it, vi } from 'vitest'
import {
  createTracker,
  isAnalyticsActive,
  OVERLAY_DELAY_MS,
  overlayState,
  shouldAskPreferences,
} from './analytics'

const config = (over = {}) => ({ opt_out: false, anonymize: false, ...over })

describe('analytics activation', () => {
  it('is active only with the flag on, a config, and no opt-out', () => {
    expect(isAnalyticsActive(true, config())).toBe(true)
    expect(isAnalyticsActive(false, config())).toBe(false)
    expect(isAnalyticsActive(true, null)).toBe(false)
    expect(isAnalyticsActive(true, undefined)).toBe(false)
    expect(isAnalyticsActive(true, config({ opt_out: true }))).toBe(false)
    expect(isAnalyticsActive(true, config({ anonymize: true }))).toBe(true)
  })

  it('asks for preferences on first sign-in only (flag on, signed in, no config yet)', () => {
    expect(shouldAskPreferences(true, true, null)).toBe(true)
    expect(shouldAskPreferences(true, true, undefined)).toBe(false)
    expect(shouldAskPreferences(true, true, config())).toBe(false)
    expect(shouldAskPreferences(false, true, null)).toBe(false)
    expect(shouldAskPreferences(true, false, null)).toBe(false)
  })

  it('shows the overlay at once while submitting, after 1000 ms while the config loads', () => {
    const base = { submitting: false, flagOn: true, signedIn: true, configLoaded: true }
    expect(overlayState(base).visible).toBe(false)
    expect(overlayState({ ...base, submitting: true })).toEqual({ visible: true, delayMs: 0 })
    expect(overlayState({ ...base, configLoaded: false })).toEqual({ visible: true, delayMs: 1000 })
    expect(overlayState({ ...base, configLoaded: false, signedIn: false }).visible).toBe(false)
    expect(overlayState({ ...base, configLoaded: false, flagOn: false }).visible).toBe(false)
    expect(OVERLAY_DELAY_MS).toBe(1000)
  })
})

describe('tracker', () => {
  it('sends nothing without a collector URL', () => {
    const transport = vi.fn()
    const tracker = createTracker({ url: undefined, active: true, anonymize: false, transport })
    expect(tracker.track('page_view')).toBe(false)
    expect(tracker.trackUserEmail('a@b.co')).toBe(false)
    expect(transport).not.toHaveBeenCalled()
  })

  it('sends nothing when not active (opted out)', () => {
    const transport = vi.fn()
    const tracker = createTracker({ url: 'https://c.example/e', active: false, anonymize: false, transport })
    tracker.track('page_view')
    tracker.trackUserEmail('a@b.co')
    expect(transport).not.toHaveBeenCalled()
  })

  it('sends events, and the email only when not anonymized', () => {
    const transport = vi.fn()
    const open = createTracker({
      url: 'https://c.example/e',
      active: true,
      anonymize: false,
      userId: 'usr_1',
      transport,
    })
    open.track('page_view', { path: '/a/orders' })
    open.trackUserEmail('a@b.co')
    expect(transport).toHaveBeenCalledTimes(2)
    expect(JSON.parse(transport.mock.calls[1]![1])).toMatchObject({
      event: 'identify',
      properties: { email: 'a@b.co' },
    })

    const hidden = vi.fn()
    const anon = createTracker({
      url: 'https://c.example/e',
      active: true,
      anonymize: true,
      transport: hidden,
    })
    anon.track('page_view')
    anon.trackUserEmail('a@b.co')
    expect(hidden).toHaveBeenCalledOnce()
    expect(hidden.mock.calls[0]![1]).not.toContain('a@b.co')
  })
})
