import { useTranslation } from 'react-i18next'
import { useAnalytics } from '../../providers/analytics'
import { Modal } from '../ui/modal'
import { PreferencesForm } from './preferences-form'

/** Asked once, on first sign-in; it cannot be dismissed without an answer. */
export default function PreferencesModal() {
  const { t } = useTranslation()
  const { config } = useAnalytics()
  return (
    <Modal guardChanges={false} open onOpenChange={() => undefined} title={t('analytics.title')}>
      <PreferencesForm config={config} />
    </Modal>
  )
}
