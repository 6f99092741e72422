import { describeError } from '../../lib/server-messages'
import { useTranslation } from 'react-i18next'
import { notify } from './notify'

/**
 * Toasts after a mutation: the given success title, or the namespace's error title with the server's
 * message in the staff member's language when it is a known one (else as the server wrote it).
 */
export function useMutationFeedback(namespace: string, errorTitleKey = 'errors.title') {
  const { t } = useTranslation(namespace)
  const success = (message: string) => notify.success(message)
  const failure = (error: unknown) =>
    void describeError(t, error).then((text) => notify.error(t(errorTitleKey), text))
  /** Toasts the outcome of `run` and passes its result or error on to the caller. */
  const track = <T>(run: Promise<T>, message: string) =>
    run.then(
      (result) => {
        success(message)
        return result
      },
      (error: unknown) => {
        failure(error)
        throw error
      },
    )
  return { success, failure, track }
}
