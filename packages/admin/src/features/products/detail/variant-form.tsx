import { zodResolver } from '@hookform/resolvers/zod'
import type { PricedProduct, ProductVariant } from '@mercato/client'
import { useAdminCreateVariant, useAdminRegions, useAdminStore, useAdminUpdateVariant } from '@mercato/react'
import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { InputField } from '../../../components/ui/input-field'
import { Modal, ModalClose } from '../../../components/ui/modal'
import { moneyDecimalsMessage, moneyMessageValues } from '../../../components/ui/form/money-text'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { inventoryItemPath } from '../../inventory/urls'
import { usePriceColumns } from '../new/price-columns'
import { variantCreate, variantUpdate } from './payloads'
import { MoneyInput } from './money-input'
import { initialPriceTexts, type PriceTarget, priceTargets, pricesPayload } from './prices'
import { VariantImagePicker } from './variant-image-picker'
import { LevelFields, useLevelEditor } from './variant-levels'
import {
  type VariantFormValues,
  variantFields,
  variantFormDefaults,
  variantFormSchema,
} from './variant-schema'

interface VariantFormProps {
  product: PricedProduct
  /** The variant to edit; a new one is created without it. */
  variant?: ProductVariant
  onClose: () => void
}

function usePriceTargets(variant: ProductVariant | undefined) {
  const { store } = useAdminStore()
  const { regions } = useAdminRegions()
  return useMemo(
    () =>
      priceTargets(
        variant?.prices ?? [],
        (store?.currencies ?? []).map((c) => c.code),
        (regions ?? []).map((r) => ({ id: r.id, name: r.name, currency_code: r.currency_code })),
      ),
    [variant, store, regions],
  )
}

/**
 * Whether each price field's amount includes tax, by target key: a currency's own setting for a currency
 * price, the region's for a region price (the new-product wizard's columns, which use the same keys).
 */
function useTaxBasis() {
  const { columns } = usePriceColumns()
  return useMemo(
    () => new Map<string, boolean | undefined>(columns.map((c) => [c.key, c.includesTax])),
    [columns],
  )
}

/** Add or edit a variant: identity, inventory, dimensions, option values and prices. */
export function VariantForm({ product, variant, onClose }: VariantFormProps) {
  const { t } = useTranslation('product-detail')
  const { t: tPricing } = useTranslation('pricing')
  const formId = useId()
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const targets = usePriceTargets(variant)
  const taxBasis = useTaxBasis()
  const options = product.options ?? []
  // Without options a second variant could not be told apart from the first; the server refuses it.
  const needsOption = !variant && options.length === 0 && product.variants.length > 0
  // A variant kept at stock locations has its stock there: its own count is neither shown nor sent.
  const stock = useLevelEditor(variant?.id)
  const create = useAdminCreateVariant(product.id)
  const update = useAdminUpdateVariant(product.id)
  const form = useForm<VariantFormValues>({
    resolver: zodResolver(variantFormSchema),
    defaultValues: variantFormDefaults(
      options,
      variant,
      initialPriceTexts(variant?.prices ?? []),
      (product.images ?? []).map((i) => i.url),
    ),
  })
  const { register, handleSubmit, setError, formState } = form
  const err = (message: string | undefined) => (message ? t(message) : undefined)

  const priceLabel = (target: PriceTarget) =>
    target.region_id
      ? t('variant.price_region', {
          region: target.region_name,
          currency: target.currency_code.toUpperCase(),
        })
      : t('variant.price_currency', { currency: target.currency_code.toUpperCase() })

  const submit = handleSubmit((values) => {
    const priced = pricesPayload(targets, values.prices, variant?.prices ?? [])
    if ('invalid' in priced) {
      for (const key of priced.invalid) {
        const currency = targets.find((target) => target.key === key)?.currency_code ?? ''
        // Decimals the currency does not have are named ("JPY amounts have no decimal places").
        const message = moneyDecimalsMessage(values.prices[key] ?? '', currency) ?? 'errors.amount'
        setError(`prices.${key}`, { message })
      }
      stock.changes()
      return
    }
    // Every field is checked before the first write, so a refused stock level saves nothing.
    const levelChanges = stock.changes()
    if (!levelChanges) return
    const done = () => {
      feedback.success(t(variant ? 'toast.variant_saved' : 'toast.variant_created'))
      onClose()
    }
    const handlers = {
      onSuccess: () =>
        levelChanges.length
          ? stock.save.mutate(levelChanges, { onSuccess: done, onError: feedback.failure })
          : done(),
      onError: feedback.failure,
    }
    const { inventory_quantity, ...fields } = variantFields(values)
    const payload = { ...fields, ...(stock.kept ? {} : { inventory_quantity }), prices: priced.prices }
    if (variant) update.mutate({ variant_id: variant.id, ...variantUpdate(payload) }, handlers)
    else create.mutate(variantCreate(payload), handlers)
  })

  const errors = formState.errors
  const priceError = (target: PriceTarget) => {
    const message = errors.prices?.[target.key]?.message
    if (!message?.startsWith('validation.')) return err(message)
    return t(message, { ns: 'translation', ...moneyMessageValues(target.currency_code) })
  }
  const taxNote = (target: PriceTarget) => {
    const included = taxBasis.get(target.key)
    return included === undefined ? undefined : t(included ? 'variant.incl_tax' : 'variant.excl_tax')
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(variant ? 'variant.edit_title' : 'variant.add_title')}
      footer={
        <div className="ms-auto flex gap-2">
          <ModalClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </ModalClose>
          <Button
            type="submit"
            form={formId}
            disabled={needsOption}
            loading={create.isPending || update.isPending || stock.save.isPending}
          >
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-5" noValidate>
        {needsOption && (
          <p
            role="alert"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {t('variant.needs_option', { title: product.variants[0]?.title })}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('variant.title')}
            required
            errors={err(errors.title?.message)}
            {...register('title')}
          />
          <InputField label={t('variant.sku')} {...register('sku')} />
          <InputField label={t('variant.barcode')} {...register('barcode')} />
          {options.map((o) => (
            <InputField
              key={o.id}
              label={o.title}
              required
              errors={err(errors.options?.[o.id]?.message)}
              {...register(`options.${o.id}`)}
            />
          ))}
        </div>
        <VariantImagePicker images={product.images ?? []} register={register('image')} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t('variant.prices')}</legend>
          {targets.length === 0 && <p className="text-sm text-gray-500">{t('variant.no_currencies')}</p>}
          {targets.some((target) => target.region_id) && (
            <p className="text-sm text-gray-500">{tPricing('columnsHint')}</p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {targets.map((target) => (
              <MoneyInput
                key={target.key}
                label={priceLabel(target)}
                currency={target.currency_code}
                errors={priceError(target)}
                note={taxNote(target)}
                {...register(`prices.${target.key}`)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t('variant.inventory')}</legend>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" className="size-4 accent-violet-600" {...register('manage_inventory')} />
            {t('variant.manage_inventory')}
          </label>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" className="size-4 accent-violet-600" {...register('allow_backorder')} />
            {t('variant.allow_backorder')}
          </label>
          {stock.levels.length > 0 && <LevelFields editor={stock} />}
          {stock.kept && stock.itemId ? (
            <p className="text-sm text-gray-600">
              {!stock.levels.length && `${t('variant.stock_at_locations')} `}
              <Link
                className="font-medium text-violet-700 hover:underline"
                to={inventoryItemPath(stock.itemId)}
              >
                {t(stock.levels.length ? 'variant.inventory_page' : 'variant.open_inventory')}
              </Link>
            </p>
          ) : (
            <InputField
              label={t('variant.stock')}
              inputMode="numeric"
              errors={err(errors.inventory_quantity?.message)}
              {...register('inventory_quantity')}
            />
          )}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t('variant.dimensions')}</legend>
          {(['weight', 'length', 'height', 'width'] as const).map((field) => (
            <InputField
              key={field}
              label={t(`attributes.${field}`)}
              inputMode="numeric"
              errors={err(errors[field]?.message)}
              {...register(field)}
            />
          ))}
        </fieldset>
      </form>
    </Modal>
  )
}
