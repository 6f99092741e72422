import { describe, expect, it } from 'vitest'
import { initialWizardState, wizardReducer } from './wizard'

describe('wizard rules', () => {
  it('starts at step 0 with next enabled', () => {
    expect(initialWizardState).toEqual({ currentStep: 0, nextStepEnabled: true })
  })

  it('next increments and previous never goes below 0', () => {
    let s = wizardReducer(initialWizardState, { type: 'next' })
    s = wizardReducer(s, { type: 'next' })
    expect(s.currentStep).toBe(2)
    s = wizardReducer(s, { type: 'previous' })
    s = wizardReducer(s, { type: 'previous' })
    s = wizardReducer(s, { type: 'previous' })
    expect(s.currentStep).toBe(0)
  })

  it('set-page applies only when the target is above 0', () => {
    const at2 = wizardReducer(initialWizardState, { type: 'setPage', page: 2 })
    expect(at2.currentStep).toBe(2)
    expect(wizardReducer(at2, { type: 'setPage', page: 0 }).currentStep).toBe(2)
    expect(wizardReducer(at2, { type: 'setPage', page: -1 }).currentStep).toBe(2)
  })

  it('reset returns to step 0 with next enabled', () => {
    let s = wizardReducer(initialWizardState, { type: 'setPage', page: 3 })
    s = wizardReducer(s, { type: 'disableNext' })
    expect(wizardReducer(s, { type: 'reset' })).toEqual({ currentStep: 0, nextStepEnabled: true })
  })

  it('a step can disable and enable next', () => {
    const off = wizardReducer(initialWizardState, { type: 'disableNext' })
    expect(off.nextStepEnabled).toBe(false)
    expect(wizardReducer(off, { type: 'enableNext' }).nextStepEnabled).toBe(true)
  })
})
