import { getErrorMessage } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { notify } from '../../components/ui/notify'

/** Toasts for the catalogue's mutations: a translated success title, or the server's error message. */
export function useCatalogueFeedback() {
  const { t } = useTranslation('catalogue')
  return {
    success: (message: string) => notify.success(message),
    // getErrorMessage falls back to SPEC §8's 'Something went wrong, Please try again.'
    failure: (error: unknown) => notify.error(t('errors.title'), getErrorMessage(error)),
  }
}
