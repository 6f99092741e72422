import {
  useAdminDeleteShippingProfile,
  useAdminProducts,
  useAdminRegions,
  useAdminShippingOptions,
  useAdminShippingProfile,
  useAdminUpdateShippingProfile,
} from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { DetailPageState } from '../../../components/ui/detail-page'
import { EmptyState } from '../../../components/ui/empty-state'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { Section } from '../../../components/ui/section'
import { SettingsHeader } from '../page-header'
import { Pill } from '../pill'
import { productPath } from '../../products/urls'
import { PickerModal } from '../taxes/picker-modal'
import { regionPath } from '../urls'
import { useProfileName } from './profile-name'
import { ProfileNameModal } from './profile-name-modal'
import { PROFILES_PATH } from './urls'

/** The products matching the search, a page at a time (the Admin API searches them). */
function useProductItems(query: string) {
  const { products } = useAdminProducts(
    { limit: 50, ...(query.trim() ? { q: query.trim() } : {}) },
    { placeholderData: keepPreviousData },
  )
  return products?.map((p) => ({ id: p.id, label: p.title }))
}

/**
 * Every shipping option with its region: a store has a few per region, all listed at once (the Admin
 * API does not page them), so the search filters what is shown.
 */
function useOptionItems(query: string) {
  const { shipping_options } = useAdminShippingOptions()
  const { regions } = useAdminRegions({ limit: 200 })
  const regionName = new Map((regions ?? []).map((r) => [r.id, r.name]))
  const wanted = query.trim().toLowerCase()
  return shipping_options
    ?.map((o) => ({ id: o.id, label: o.name, hint: regionName.get(o.region_id) }))
    .filter((i) => !wanted || `${i.label} ${i.hint ?? ''}`.toLowerCase().includes(wanted))
}

const MOVES = {
  products: { items: useProductItems, title: 'profiles.addProducts', done: 'profiles.productsMoved' },
  shipping_options: { items: useOptionItems, title: 'profiles.addOptions', done: 'profiles.optionsMoved' },
} as const

/** Moves products or shipping options from other profiles into this one. */
function MovePicker({
  kind,
  taken,
  profileId,
  onClose,
}: {
  kind: keyof typeof MOVES
  taken: Set<string>
  profileId: string
  onClose: () => void
}) {
  const { t } = useTranslation('setup')
  const saved = useSaveHandlers('setup')
  const [query, setQuery] = useState('')
  const update = useAdminUpdateShippingProfile(profileId)
  const move = MOVES[kind]
  // A picker keeps its kind while it is open, so the same list hook runs on every render.
  const items = move.items(query)
  return (
    <PickerModal
      title={t(move.title)}
      items={items}
      query={query}
      onQueryChange={setQuery}
      taken={taken}
      saving={update.isPending}
      onApply={(ids) => update.mutate({ [kind]: ids }, saved(t(move.done, { count: ids.length }), onClose))}
      onClose={onClose}
    />
  )
}

/**
 * /a/settings/shipping-profiles/:id — a profile's products and shipping options, each moved here from
 * other profiles; rename, delete custom ones.
 */
export default function ProfileDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const navigate = useNavigate()
  const [renaming, setRenaming] = useState(false)
  const [picking, setPicking] = useState(false)
  const [pickingOptions, setPickingOptions] = useState(false)
  const { shipping_profile: profile, isLoading, error } = useAdminShippingProfile(id)
  const { regions } = useAdminRegions({ limit: 200 })
  const remove = useAdminDeleteShippingProfile(id)
  const nameOf = useProfileName()
  if (!profile)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('profiles.notFound')}
        back={t('profiles.back')}
        to={PROFILES_PATH}
      />
    )
  const onDelete = async () => {
    const ok = await confirm({
      title: t('profiles.deleteTitle', { name: nameOf(profile) }),
      description: t('profiles.deleteDescription'),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(undefined, {
        onSuccess: () => {
          feedback.success(t('profiles.deleted'))
          navigate(PROFILES_PATH)
        },
        onError: feedback.failure,
      })
  }
  const products = profile.products ?? []
  const options = profile.shipping_options ?? []
  return (
    <div className="flex flex-col gap-4">
      <SettingsHeader
        title={nameOf(profile)}
        back={{ to: PROFILES_PATH, label: t('profiles.back') }}
        actions={
          <>
            <Pill tone={profile.type === 'custom' ? 'green' : 'grey'}>
              {t(`profiles.type.${profile.type}`)}
            </Pill>
            <Button size="small" variant="secondary" onClick={() => setRenaming(true)}>
              {t('profiles.rename')}
            </Button>
            {/* The default and gift-card profiles cannot be deleted; the server refuses it too. */}
            {profile.type === 'custom' && (
              <Button
                size="small"
                variant="danger"
                loading={remove.isPending}
                onClick={() => void onDelete()}
              >
                {t('actions.delete')}
              </Button>
            )}
          </>
        }
      />
      <Section
        title={t('profiles.productsTitle', { count: products.length })}
        actions={
          <Button size="small" variant="secondary" onClick={() => setPicking(true)}>
            {t('profiles.addProducts')}
          </Button>
        }
      >
        {products.length === 0 ? (
          <EmptyState title={t('profiles.noProducts')} description={t('profiles.noProductsDescription')} />
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100 text-sm">
            {products.map((p) => (
              <li key={p.id} className="py-2">
                <Link
                  to={productPath(p.id)}
                  className="font-medium text-gray-900 hover:text-violet-700 hover:underline"
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title={t('profiles.optionsTitle', { count: options.length })}
        actions={
          <Button size="small" variant="secondary" onClick={() => setPickingOptions(true)}>
            {t('profiles.addOptions')}
          </Button>
        }
      >
        {options.length === 0 ? (
          <EmptyState title={t('profiles.noOptions')} description={t('profiles.noOptionsDescription')} />
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100 text-sm">
            {options.map((o) => (
              <li key={o.id} className="flex items-baseline gap-2 py-2">
                <Link
                  to={regionPath(o.region_id)}
                  className="font-medium text-gray-900 hover:text-violet-700 hover:underline"
                >
                  {o.name}
                </Link>
                <span className="text-gray-500">{regions?.find((r) => r.id === o.region_id)?.name}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {renaming && <ProfileNameModal profile={profile} onClose={() => setRenaming(false)} />}
      {pickingOptions && (
        <MovePicker
          kind="shipping_options"
          profileId={profile.id}
          taken={new Set(options.map((o) => o.id))}
          onClose={() => setPickingOptions(false)}
        />
      )}
      {picking && (
        <MovePicker
          kind="products"
          profileId={profile.id}
          taken={new Set(products.map((p) => p.id))}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  )
}
