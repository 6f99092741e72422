import type { MoneyAmount, Product, ProductVariant } from '@mercato/client'
import { useAdminDeletePriceListProductsPrices, useAdminDeletePriceListVariantPrices } from '@mercato/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../components/ui/feedback'
import { formatMinorForInput } from '../../components/ui/form/money'
import { basePrice, type CellDraft, cellKey, type PriceColumn, type PriceDrafts } from './price-grid'
import { PriceCell } from './price-cell'
import { tierCount } from './quantity-tiers'

export interface PriceTableProps {
  listId: string
  products: Product[]
  columns: PriceColumn[]
  index: Map<string, MoneyAmount>
  drafts: PriceDrafts
  selected: ReadonlySet<string>
  onSelect: (variantIds: string[], on: boolean) => void
  onCell: (key: string, draft: CellDraft) => void
  /** After a product's prices were deleted (it leaves the editor). */
  onProductRemoved: (productId: string) => void
  /** The list's prices, quantity prices included. */
  listPrices: MoneyAmount[]
  onQuantityPrices: (variant: { id: string; label: string }) => void
  /** The list's own "prices include tax": it decides for every column, whatever a currency or region says. */
  includesTax: boolean
}

const checkbox = 'size-4 rounded border-gray-300 accent-violet-600'
/**
 * The select and variant columns stay in view while the price columns scroll under them: sticky at the
 * inline start (the right in Arabic), with a rule at their end edge as collapsed borders do not stick.
 */
const stickySelect = 'sticky start-0 z-[1]'
const stickyVariant =
  'sticky start-10 z-[1] after:absolute after:inset-y-0 after:end-0 after:w-px after:bg-gray-200'

function VariantRow({
  variant,
  product,
  ...props
}: PriceTableProps & { variant: ProductVariant; product: Product; productTitleId: string }) {
  const { t } = useTranslation('pricing')
  // The remove button's name is its visible words; the product and variant it removes describe it.
  const variantTitleId = useId()
  const feedback = useMutationFeedback('pricing')
  const remove = useAdminDeletePriceListVariantPrices(props.listId, variant.id)
  const tiers = tierCount(props.listPrices, variant.id)
  const hasPrices = tiers > 0 || props.columns.some((c) => props.index.has(cellKey(variant.id, c)))
  const onRemove = async () => {
    const ok = await confirm({
      title: t('removeVariantTitle', { name: variant.title }),
      description: t('removeVariantDescription'),
      confirmLabel: t('remove'),
      destructive: true,
    })
    if (ok)
      remove.mutate(undefined, {
        onSuccess: () => feedback.success(t('variantPricesRemoved')),
        onError: feedback.failure,
      })
  }
  return (
    <tr className="border-t border-gray-100">
      <td className={`${stickySelect} w-10 bg-white px-3 py-2`}>
        <input
          type="checkbox"
          className={checkbox}
          aria-label={t('selectVariant', { product: product.title, variant: variant.title })}
          checked={props.selected.has(variant.id)}
          onChange={(e) => props.onSelect([variant.id], e.target.checked)}
        />
      </td>
      <td className={`${stickyVariant} bg-white px-3 py-2 ps-8 text-sm whitespace-nowrap text-gray-700`}>
        <span id={variantTitleId} className="block">
          {variant.title}
        </span>
        {variant.sku && (
          <span dir="ltr" className="block text-xs text-gray-500">
            {variant.sku}
          </span>
        )}
      </td>
      {props.columns.map((column) => {
        const key = cellKey(variant.id, column)
        const base = basePrice(variant, column)
        const saved = props.index.get(key)?.amount ?? null
        const draft = props.drafts.get(key)
        return (
          <td key={column.key} className="px-2 py-2 align-top">
            <PriceCell
              label={t('cellLabel', { product: product.title, variant: variant.title, column: column.label })}
              currencyCode={column.currency_code}
              value={draft === undefined ? saved : draft}
              placeholder={base === undefined ? undefined : formatMinorForInput(base, column.currency_code)}
              changed={draft !== undefined && draft !== saved}
              onChange={(minor) => props.onCell(key, minor)}
            />
          </td>
        )
      })}
      <td className="px-3 py-2">
        <div className="flex justify-end gap-2 whitespace-nowrap">
          <Button
            variant="secondary"
            size="small"
            aria-label={t('tiers.openOf', { product: product.title, variant: variant.title })}
            onClick={() =>
              props.onQuantityPrices({ id: variant.id, label: `${product.title} – ${variant.title}` })
            }
          >
            {tiers > 0 ? t('tiers.openCount', { count: tiers }) : t('tiers.open')}
          </Button>
          {hasPrices && (
            <Button
              variant="secondary"
              size="small"
              aria-describedby={`${props.productTitleId} ${variantTitleId}`}
              onClick={onRemove}
              loading={remove.isPending}
            >
              {t('removeVariantPrices')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  )
}

function ProductRows(props: PriceTableProps & { product: Product }) {
  const { t } = useTranslation('pricing')
  const feedback = useMutationFeedback('pricing')
  const { product } = props
  const titleId = useId()
  // Callbacks on the hook: the rows unmount once the list is refetched, before a mutate() callback would run.
  const remove = useAdminDeletePriceListProductsPrices(props.listId, {
    onSuccess: () => {
      feedback.success(t('productPricesRemoved'))
      props.onProductRemoved(product.id)
    },
    onError: feedback.failure,
  })
  const variantIds = product.variants.map((v) => v.id)
  const allSelected = variantIds.length > 0 && variantIds.every((id) => props.selected.has(id))
  const onRemove = async () => {
    const ok = await confirm({
      title: t('removeProductTitle', { name: product.title }),
      description: t('removeProductDescription'),
      confirmLabel: t('remove'),
      destructive: true,
    })
    if (ok) remove.mutate({ product_ids: [product.id] })
  }
  return (
    <>
      <tr className="border-t border-gray-200 bg-gray-50">
        <td className={`${stickySelect} w-10 bg-gray-50 px-3 py-2`}>
          <input
            type="checkbox"
            className={checkbox}
            aria-label={t('selectProduct', { name: product.title })}
            checked={allSelected}
            onChange={(e) => props.onSelect(variantIds, e.target.checked)}
          />
        </td>
        <th
          scope="rowgroup"
          colSpan={props.columns.length + 1}
          className="px-3 py-2 text-start text-sm font-semibold whitespace-nowrap text-gray-900"
        >
          {/* The title rides along while the row scrolls sideways, as the variant column does. */}
          <span id={titleId} className="sticky start-13 inline-block">
            {product.title}
          </span>
        </th>
        <td className="px-3 py-2 text-end">
          <Button
            variant="secondary"
            size="small"
            aria-describedby={titleId}
            onClick={onRemove}
            loading={remove.isPending}
          >
            {t('removeProduct')}
          </Button>
        </td>
      </tr>
      {product.variants.map((variant) => (
        <VariantRow key={variant.id} {...props} variant={variant} productTitleId={titleId} />
      ))}
    </>
  )
}

/** The grid: variants grouped by product, a column per currency and per region. */
export function PriceTable(props: PriceTableProps) {
  const { t } = useTranslation('pricing')
  return (
    // Scrolls both ways inside the card, at most a window high (below the app's header): many currency
    // and region columns never widen the page, and the sideways scrollbar is in view once the grid is,
    // rather than under the last of many rows.
    <div className="relative max-h-[calc(100vh-6rem)] overflow-auto overscroll-x-contain rounded-md border border-gray-100 [contain:inline-size]">
      <table className="w-full" aria-label={t('editorTitle')}>
        <thead className="sticky top-0 z-[2] bg-white shadow-[0_1px_0_var(--color-gray-200)]">
          <tr className="text-start text-xs font-medium text-gray-500">
            <th className={`${stickySelect} w-10 bg-white px-3 py-2`}>
              <span className="sr-only">{t('select')}</span>
            </th>
            <th className={`${stickyVariant} bg-white px-3 py-2 text-start`}>{t('variant')}</th>
            {props.columns.map((c) => (
              <th key={c.key} className="px-3 py-2 text-start whitespace-nowrap">
                {c.label}
                <span className="block font-normal text-gray-500">
                  {t(props.includesTax ? 'tax.columnIncl' : 'tax.columnExcl')}
                </span>
              </th>
            ))}
            <th className="px-3 py-2">
              <span className="sr-only">{t('actionsColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.products.map((product) => (
            <ProductRows key={product.id} {...props} product={product} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
