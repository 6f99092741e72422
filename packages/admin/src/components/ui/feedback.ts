import { getErrorMessage } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { notify } from './notify'

/**
 * Toasts after a mutation: the given success title, or the namespace's error title with the server's
 * own message (getErrorMessage falls back to SPEC §8's 'Something went wrong, Please try again.').
 */
export function useMutationFeedback(namespace: string, errorTitleKey = 'errors.title') {
  const { t } = useTranslation(namespace)
  const success = (message: string) => notify.success(message)
  const failure = (error: unknown) => notify.error(t(errorTitleKey), getErrorMessage(error))
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
