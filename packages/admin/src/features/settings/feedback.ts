import { getErrorMessage } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { notify } from '../../components/ui/notify'

/** Toasts for settings mutations: a translated success title, or the server's error message. */
export function useSettingsFeedback() {
  const { t } = useTranslation('settings')
  return {
    success: (message: string) => notify.success(message),
    failure: (error: unknown) => notify.error(t('errors.title'), getErrorMessage(error)),
  }
}
