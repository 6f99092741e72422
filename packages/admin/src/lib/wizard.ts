// Wizard (multi-step modal) state rules of SPEC §4, as a pure reducer.
export interface WizardState {
  currentStep: number
  nextStepEnabled: boolean
}

export type WizardAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'setPage'; page: number }
  | { type: 'enableNext' }
  | { type: 'disableNext' }
  | { type: 'reset' }

export const initialWizardState: WizardState = { currentStep: 0, nextStepEnabled: true }

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      return { ...state, currentStep: state.currentStep + 1 }
    case 'previous':
      return { ...state, currentStep: Math.max(0, state.currentStep - 1) }
    case 'setPage':
      // Only a target above 0 moves the wizard; going back to the start is what reset is for.
      return action.page > 0 ? { ...state, currentStep: action.page } : state
    // Unchanged state is returned as is, so React skips the re-render.
    case 'enableNext':
      return state.nextStepEnabled ? state : { ...state, nextStepEnabled: true }
    case 'disableNext':
      return state.nextStepEnabled ? { ...state, nextStepEnabled: false } : state
    case 'reset':
      return initialWizardState
  }
}
