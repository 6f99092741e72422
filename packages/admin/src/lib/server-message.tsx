import { useEffect, useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { loadServerMessages, serverMessage } from './server-messages'

/** A failed request's message inline, in the staff member's language once the known wordings are in. */
export function ServerMessage({ error, signIn = false }: { error: unknown; signIn?: boolean }) {
  const { t } = useTranslation()
  const [, refresh] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    let live = true
    void loadServerMessages().then(() => {
      if (live) refresh()
    })
    return () => {
      live = false
    }
  }, [])
  return serverMessage(t, error, signIn)
}
