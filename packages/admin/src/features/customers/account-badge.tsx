import { useTranslation } from 'react-i18next'

/** Whether the customer signed up (has a password) or only checked out as a guest. */
export function AccountBadge({ hasAccount }: { hasAccount: boolean }) {
  const { t } = useTranslation('customers')
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${
        hasAccount ? 'bg-emerald-100 text-emerald-800' : 'bg-gray-100 text-gray-700'
      }`}
    >
      {hasAccount ? t('account.registered') : t('account.guest')}
    </span>
  )
}
