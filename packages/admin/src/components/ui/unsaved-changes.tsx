import i18next from 'i18next'
import { type FormEvent, useCallback, useContext, useEffect, useState } from 'react'
import { type BlockerFunction, UNSAFE_DataRouterContext, useBlocker } from 'react-router'
import { confirm } from './confirm-dialog'

/** Asks whether to throw away what was typed; resolves true to discard. */
export const confirmDiscard = () =>
  confirm({
    title: i18next.t('common.discardTitle'),
    description: i18next.t('common.discardDescription'),
    confirmLabel: i18next.t('common.discard'),
    cancelLabel: i18next.t('common.keepEditing'),
    destructive: true,
  })

/**
 * Typing in a search box or a filter changes nothing worth keeping; neither does a field marked
 * `data-ignore-changes` (or inside such an element).
 */
export function countsAsEdit(target: EventTarget | null) {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLInputElement && target.type === 'search') return false
  return !target.closest('[data-ignore-changes]')
}

/**
 * Notices the first edit in a form: spread `onInput` on an element around its fields. `input` events
 * bubble from every native field (text, number, select, checkbox), so no form has to report its own
 * changes. `reset` forgets them, after a save.
 */
export function useEditTracker(active = true) {
  const [edited, setEdited] = useState(false)
  useEffect(() => {
    if (!active) setEdited(false)
  }, [active])
  const onInput = useCallback(
    (event: FormEvent<HTMLElement>) => {
      if (active && countsAsEdit(event.target)) setEdited(true)
    },
    [active],
  )
  const reset = useCallback(() => setEdited(false), [])
  return { edited: active && edited, onInput, reset }
}

const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname

/** Only the browser's back and forward buttons. */
export const historyMoves: BlockerFunction = ({ historyAction, currentLocation, nextLocation }) =>
  historyAction === 'POP' && leavesPage({ historyAction, currentLocation, nextLocation })

function NavigationBlocker({ when }: { when: BlockerFunction }) {
  const blocker = useBlocker(when)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void confirmDiscard().then((discard) => (discard ? blocker.proceed() : blocker.reset()))
  }, [blocker])
  return null
}

/**
 * While `edited`, asks before the page is left: a reload or a closed tab gets the browser's own
 * question, a move within the dashboard gets ours. `when` narrows which moves ask (a dialog asks only
 * on the browser's back and forward, since its own save may move on to a new page). Renders nothing
 * outside a data router (unit tests render forms without one).
 */
export function UnsavedChangesGuard({ edited, when }: { edited: boolean; when?: BlockerFunction }) {
  const hasDataRouter = useContext(UNSAFE_DataRouterContext) != null
  useEffect(() => {
    if (!edited) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [edited])
  if (!edited || !hasDataRouter) return null
  return <NavigationBlocker when={when ?? leavesPage} />
}
