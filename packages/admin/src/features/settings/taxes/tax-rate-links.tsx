import type { TaxRate } from '@mercato/client'
import {
  useAdminCreateProductTaxRates,
  useAdminCreateProductTypeTaxRates,
  useAdminCreateShippingTaxRates,
  useAdminDeleteProductTaxRates,
  useAdminDeleteProductTypeTaxRates,
  useAdminDeleteShippingTaxRates,
  useAdminProductTypes,
  useAdminProducts,
  useAdminShippingOptions,
} from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { LinkedSection } from './linked-section'
import { type PickerItem, PickerModal } from './picker-modal'

type Kind = 'products' | 'productTypes' | 'shippingOptions'

interface Mutations {
  adding: boolean
  removing: boolean
  add: (ids: string[], done: () => void) => void
  remove: (ids: string[], done: () => void) => void
}

/** The section and its picker; `usePicker` loads the picker's matches for a search. */
function LinkedKind({
  kind,
  regionId,
  items,
  mutations,
  usePicker,
}: {
  kind: Kind
  regionId: string
  items: PickerItem[]
  mutations: Mutations
  usePicker: (q: string, regionId: string) => PickerItem[] | undefined
}) {
  const { t } = useTranslation('setup')
  const [picking, setPicking] = useState(false)
  return (
    <>
      <LinkedSection
        title={t(`taxes.${kind}Title`)}
        items={items}
        addLabel={t(`taxes.${kind}Add`)}
        emptyTitle={t(`taxes.${kind}Empty`)}
        emptyDescription={t('taxes.linkedEmptyDescription')}
        removing={mutations.removing}
        onAdd={() => setPicking(true)}
        onRemove={mutations.remove}
      />
      {picking && (
        <Picker
          title={t(`taxes.${kind}Add`)}
          taken={new Set(items.map((i) => i.id))}
          saving={mutations.adding}
          regionId={regionId}
          usePicker={usePicker}
          onApply={(ids) => mutations.add(ids, () => setPicking(false))}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  )
}

function Picker(props: {
  title: string
  regionId: string
  taken: ReadonlySet<string>
  saving: boolean
  usePicker: (q: string, regionId: string) => PickerItem[] | undefined
  onApply: (ids: string[]) => void
  onClose: () => void
}) {
  const [query, setQuery] = useState('')
  const items = props.usePicker(query, props.regionId)
  return <PickerModal {...props} items={items} query={query} onQueryChange={setQuery} />
}

const q = (query: string) => (query.trim() ? { q: query.trim() } : {})
const live = { placeholderData: keepPreviousData }

function useProductChoices(query: string): PickerItem[] | undefined {
  const { products } = useAdminProducts({ limit: 50, ...q(query) }, live)
  return products?.map((p) => ({ id: p.id, label: p.title, hint: p.handle ?? undefined }))
}

function useProductTypeChoices(query: string): PickerItem[] | undefined {
  const { product_types } = useAdminProductTypes({ limit: 50, ...q(query) }, live)
  return product_types?.map((p) => ({ id: p.id, label: p.value }))
}

/** A rate belongs to one region, so only that region's shipping options can take it. */
function useShippingChoices(query: string, regionId: string): PickerItem[] | undefined {
  const { shipping_options } = useAdminShippingOptions({ region_id: regionId, ...q(query) }, live)
  return shipping_options?.map((o) => ({ id: o.id, label: o.name }))
}

/** Products, product types and shipping options a tax-rate override applies to (SPEC §7 batch calls). */
export function TaxRateLinks({ taxRate }: { taxRate: TaxRate }) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const id = taxRate.id
  const addProducts = useAdminCreateProductTaxRates(id)
  const removeProducts = useAdminDeleteProductTaxRates(id)
  const addTypes = useAdminCreateProductTypeTaxRates(id)
  const removeTypes = useAdminDeleteProductTypeTaxRates(id)
  const addShipping = useAdminCreateShippingTaxRates(id)
  const removeShipping = useAdminDeleteShippingTaxRates(id)
  const handlers = (message: string, done: () => void) => ({
    onSuccess: () => {
      feedback.success(message)
      done()
    },
    onError: feedback.failure,
  })
  const added = (n: number) => t('taxes.applied', { count: n })
  const removed = (n: number) => t('taxes.removed', { count: n })
  return (
    <>
      <LinkedKind
        kind="products"
        regionId={taxRate.region_id}
        items={(taxRate.products ?? []).map((p) => ({ id: p.id, label: p.title }))}
        usePicker={useProductChoices}
        mutations={{
          adding: addProducts.isPending,
          removing: removeProducts.isPending,
          add: (ids, done) => addProducts.mutate({ products: ids }, handlers(added(ids.length), done)),
          remove: (ids, done) =>
            removeProducts.mutate({ products: ids }, handlers(removed(ids.length), done)),
        }}
      />
      <LinkedKind
        kind="productTypes"
        regionId={taxRate.region_id}
        items={(taxRate.product_types ?? []).map((p) => ({ id: p.id, label: p.value }))}
        usePicker={useProductTypeChoices}
        mutations={{
          adding: addTypes.isPending,
          removing: removeTypes.isPending,
          add: (ids, done) => addTypes.mutate({ product_types: ids }, handlers(added(ids.length), done)),
          remove: (ids, done) =>
            removeTypes.mutate({ product_types: ids }, handlers(removed(ids.length), done)),
        }}
      />
      <LinkedKind
        kind="shippingOptions"
        regionId={taxRate.region_id}
        items={(taxRate.shipping_options ?? []).map((o) => ({ id: o.id, label: o.name }))}
        usePicker={useShippingChoices}
        mutations={{
          adding: addShipping.isPending,
          removing: removeShipping.isPending,
          add: (ids, done) =>
            addShipping.mutate({ shipping_options: ids }, handlers(added(ids.length), done)),
          remove: (ids, done) =>
            removeShipping.mutate({ shipping_options: ids }, handlers(removed(ids.length), done)),
        }}
      />
    </>
  )
}
