import { type ReactNode, useMemo, useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { createStrictContext, useStrictContext } from '../../lib/strict-context'
import { Button } from './button'
import { Modal } from './modal'

export interface LayeredScreen {
  title: string
  subtitle?: string
  view: ReactNode
  onBack?: () => void
}

export type LayerAction = { type: 'push'; screen: LayeredScreen } | { type: 'pop' } | { type: 'reset' }

export function layersReducer(screens: LayeredScreen[], action: LayerAction): LayeredScreen[] {
  switch (action.type) {
    case 'push':
      return [...screens, action.screen]
    case 'pop':
      return screens.slice(0, -1)
    case 'reset':
      return []
  }
}

export interface LayeredModalApi {
  screens: LayeredScreen[]
  push: (screen: LayeredScreen) => void
  pop: () => void
  reset: () => void
}

const Context = createStrictContext<LayeredModalApi>('LayeredModal')
export const useLayeredModal = () => useStrictContext(Context)

export function LayeredModalProvider({ children }: { children: ReactNode }) {
  const [screens, dispatch] = useReducer(layersReducer, [])
  const actions = useMemo(
    () => ({
      push: (screen: LayeredScreen) => dispatch({ type: 'push', screen }),
      pop: () => dispatch({ type: 'pop' }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [],
  )
  const api = useMemo<LayeredModalApi>(() => ({ screens, ...actions }), [screens, actions])
  return <Context.Provider value={api}>{children}</Context.Provider>
}

export interface LayeredModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  footer?: ReactNode
  /** The base screen, shown when no screen is pushed. */
  children: ReactNode
}

/** Shows the last pushed screen with a back button; closing clears the stack. */
export function LayeredModal({ open, onOpenChange, title, footer, children }: LayeredModalProps) {
  const { t } = useTranslation()
  const layers = useLayeredModal()
  const top = layers.screens.at(-1)
  const close = (next: boolean) => {
    if (!next) layers.reset()
    onOpenChange(next)
  }
  const back = () => {
    top?.onBack?.()
    layers.pop()
  }
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={top ? top.title : title}
      description={top?.subtitle}
      leading={
        top && (
          <Button browse variant="ghost" size="small" aria-label={t('common.back')} onClick={back}>
            <span className="rtl:rotate-180" aria-hidden>
              ←
            </span>
          </Button>
        )
      }
      footer={top ? undefined : footer}
    >
      {top ? top.view : children}
    </Modal>
  )
}
