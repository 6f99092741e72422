import { getErrorMessage } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { notify } from '../../../components/ui/notify'

/** Toasts for mutations: a translated success title, or the error title with the server's message. */
export function useFeedback() {
  const { t } = useTranslation('product-detail')
  return {
    success: (message: string) => notify.success(message),
    // getErrorMessage falls back to SPEC §8's 'Something went wrong, Please try again.'
    failure: (error: unknown) => notify.error(t('toast.error'), getErrorMessage(error)),
  }
}
