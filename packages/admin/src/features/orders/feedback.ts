import { getErrorMessage } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { notify } from '../../components/ui/notify'

/** Toasts after an order mutation: a translated success title, or the server's own error message. */
export function useOrderFeedback() {
  const { t } = useTranslation('orders')
  return {
    success: (message: string) => notify.success(message),
    failure: (error: unknown) => notify.error(t('errors.title'), getErrorMessage(error)),
  }
}
