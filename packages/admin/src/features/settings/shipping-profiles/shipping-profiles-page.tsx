import { useAdminShippingProfiles } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { PageSpinner } from '../../../components/ui/spinner'
import { SettingsHeader } from '../page-header'
import { Pill } from '../pill'
import { useProfileName } from './profile-name'
import { ProfileNameModal } from './profile-name-modal'
import { profilePath } from './urls'
import { ServerMessage } from '../../../lib/server-message'

/** /a/settings/shipping-profiles: the default and gift-card profiles and any custom ones. */
export default function ShippingProfilesPage() {
  const { t } = useTranslation('setup')
  const { shipping_profiles, isLoading, error } = useAdminShippingProfiles()
  const [creating, setCreating] = useState(false)
  const nameOf = useProfileName()
  const title = t('profiles.title')
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <SettingsHeader
        title={title}
        actions={<Button onClick={() => setCreating(true)}>{t('profiles.new')}</Button>}
      />
      <p className="text-sm text-gray-500">{t('profiles.hint')}</p>
      {isLoading ? (
        <PageSpinner />
      ) : error ? (
        <p role="alert" className="text-sm text-rose-600">
          <ServerMessage error={error} />
        </p>
      ) : (
        <ul
          className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white"
          aria-label={title}
        >
          {(shipping_profiles ?? []).map((p) => (
            <li key={p.id}>
              <Link
                to={profilePath(p.id)}
                className="flex items-center justify-between gap-3 px-6 py-4 hover:bg-gray-50"
              >
                <span className="font-medium text-gray-900">{nameOf(p)}</span>
                <Pill tone={p.type === 'custom' ? 'green' : 'grey'}>{t(`profiles.type.${p.type}`)}</Pill>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {creating && <ProfileNameModal onClose={() => setCreating(false)} />}
    </section>
  )
}
