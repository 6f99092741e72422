import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUTTON_SIZES, BUTTON_VARIANTS } from './button'
import { MODAL_MARGIN, modalMaxHeight } from './modal'
import { notify, PREFERENCES_TOAST, TOAST_DEFAULTS } from './notify'
import { SPINNER_SIZES } from './spinner'
import { TOOLTIP_DEFAULTS } from './tooltip'

afterEach(() => vi.restoreAllMocks())

describe('interface constants', () => {
  it('toasts: 4000 ms blank and error, 2000 ms success, loading stays, 20 kept, 350 px wide', () => {
    expect(TOAST_DEFAULTS).toEqual({
      durations: { blank: 4000, error: 4000, success: 2000, loading: Number.POSITIVE_INFINITY },
      limit: 20,
      maxWidth: 350,
    })
    expect(PREFERENCES_TOAST).toEqual({ position: 'top-right', duration: 3000, width: 380 })
  })

  it('notify picks the duration of its type unless told otherwise', () => {
    const custom = vi.spyOn(toast, 'custom')
    notify.success('Saved')
    notify.error('Failed')
    notify.info('FYI')
    notify.success('Success', 'Your preferences were successfully updated', PREFERENCES_TOAST)
    expect(custom.mock.calls.map((c) => c[1])).toEqual([
      { duration: 2000 },
      { duration: 4000 },
      { duration: 4000 },
      { duration: 3000, position: 'top-right' },
    ])
  })

  it('a success ends the refusals still shown, not other toasts', () => {
    const dismiss = vi.spyOn(toast, 'dismiss')
    const refused = notify.error('Could not save', 'Not enough stock')
    const note = notify.info('Export started')
    notify.success('Reservation created')
    expect(dismiss.mock.calls.map((c) => c[0])).toEqual([refused])
    expect(dismiss).not.toHaveBeenCalledWith(note)
    // Ended once: a later success has no refusal left to end.
    notify.success('Saved again')
    expect(dismiss).toHaveBeenCalledTimes(1)
  })

  it('buttons, spinners, tooltips and modals use the agreed sizes', () => {
    expect(BUTTON_VARIANTS).toEqual(['primary', 'secondary', 'ghost', 'danger', 'nuclear'])
    expect(BUTTON_SIZES).toEqual(['large', 'medium', 'small'])
    expect(SPINNER_SIZES).toEqual({ large: 24, medium: 20, small: 16 })
    expect(TOOLTIP_DEFAULTS).toEqual({ maxWidth: 220, delayDuration: 100, side: 'bottom' })
    expect(MODAL_MARGIN).toBe(64)
    expect(modalMaxHeight(900)).toBe(836)
  })
})
