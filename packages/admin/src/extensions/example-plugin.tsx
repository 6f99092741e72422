// The example plugin of the README ("Dashboard plugins"), kept here so it compiles and loads as documented.
import type { Plugin, WidgetProps } from '@mercato/admin'
import { useAdminCustomers, useAdminUpdateProduct } from '@mercato/react'

function PointsPage() {
  const { count } = useAdminCustomers({ limit: 1 })
  return <h1>Loyalty: {count ?? '…'} members</h1>
}

const LoyaltySettings = () => <h1>Loyalty: 1 point per euro</h1>

function FeatureButton({ product, notify }: WidgetProps<'product.details.after'>) {
  const update = useAdminUpdateProduct(product.id)
  const featured = product.metadata?.featured === true
  const toggle = () =>
    update.mutate(
      { metadata: { featured: !featured } },
      {
        onSuccess: () => notify.success(featured ? 'Unfeatured' : 'Featured', product.title),
        onError: (error) => notify.error('Not saved', error.message),
      },
    )
  return (
    <button type="button" onClick={toggle} disabled={update.isPending}>
      {featured ? 'Unfeature' : 'Feature'}
    </button>
  )
}

export default {
  name: 'loyalty',
  entries: [
    { Component: PointsPage, config: { type: 'route', path: 'loyalty', link: { label: 'Loyalty' } } },
    {
      Component: LoyaltySettings,
      config: {
        type: 'setting',
        path: 'loyalty',
        card: { label: 'Loyalty', description: 'Points per order' },
      },
    },
    { Component: FeatureButton, config: { type: 'widget', zone: 'product.details.after' } },
  ],
} satisfies Plugin
