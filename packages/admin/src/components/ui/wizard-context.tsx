import { type ReactNode, useMemo, useReducer } from 'react'
import { createStrictContext, useStrictContext } from '../../lib/strict-context'
import { initialWizardState, type WizardState, wizardReducer } from '../../lib/wizard'

export interface Wizard extends WizardState {
  goToNext: () => void
  goToPrevious: () => void
  setPage: (page: number) => void
  enableNextPage: () => void
  disableNextPage: () => void
  reset: () => void
}

const Context = createStrictContext<Wizard>('Wizard')
export const useWizard = () => useStrictContext(Context)

export function WizardProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState)
  // Actions keep their identity across steps, so a step may list them as effect dependencies.
  const actions = useMemo(
    () => ({
      goToNext: () => dispatch({ type: 'next' }),
      goToPrevious: () => dispatch({ type: 'previous' }),
      setPage: (page: number) => dispatch({ type: 'setPage', page }),
      enableNextPage: () => dispatch({ type: 'enableNext' }),
      disableNextPage: () => dispatch({ type: 'disableNext' }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [],
  )
  const value = useMemo<Wizard>(() => ({ ...state, ...actions }), [state, actions])
  return <Context.Provider value={value}>{children}</Context.Provider>
}
