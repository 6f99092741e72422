import type { MoneyAmount } from '@mercato/client'
import { useAdminCreatePriceListPrices, useAdminDeletePriceListPrices } from '@mercato/react'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { useMutationFeedback } from '../../components/ui/feedback'
import { Modal } from '../../components/ui/modal'
import { PriceCell } from './price-cell'
import type { PriceColumn } from './price-grid'
import { listTiers, type TierDraft, tierBatch, tierErrors } from './quantity-tiers'

const control =
  'h-8 rounded-md border border-gray-300 bg-white px-2 text-sm outline-none focus:border-violet-500 aria-[invalid]:border-rose-500'

/**
 * A variant's quantity prices in a list: from a quantity, up to a quantity, or between two, in a
 * currency or region. The grid's cells are the prices for any quantity; these apply where they match.
 */
export function QuantityPricesModal({
  listId,
  prices,
  variant,
  columns,
  onClose,
}: {
  listId: string
  prices: MoneyAmount[]
  variant: { id: string; label: string }
  columns: PriceColumn[]
  onClose: () => void
}) {
  const { t } = useTranslation('pricing')
  const feedback = useMutationFeedback('pricing')
  const formId = useId()
  const saved = useMemo(() => listTiers(prices, variant.id, columns), [prices, variant.id, columns])
  const [rows, setRows] = useState<TierDraft[]>(saved)
  const [next, setNext] = useState(1)
  const [checked, setChecked] = useState(false)
  const addPrices = useAdminCreatePriceListPrices(listId)
  const deletePrices = useAdminDeletePriceListPrices(listId)
  const errors = tierErrors(rows)
  const byKey = new Map(columns.map((c) => [c.key, c]))

  const change = (key: string, patch: Partial<TierDraft>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)))
  const add = () => {
    const last = rows[rows.length - 1]
    // A new tier usually starts where the last one of its column ends.
    const from = last?.max ? String(Number(last.max) + 1) : ''
    setRows((all) => [
      ...all,
      { key: `new-${next}`, column: last?.column ?? columns[0]!.key, min: from, max: '', amount: null },
    ])
    setNext((n) => n + 1)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (errors.size > 0) return
    const batch = tierBatch(saved, rows, variant.id, columns)
    try {
      if (batch.prices.length) await addPrices.mutateAsync({ prices: batch.prices })
      if (batch.removedIds.length) await deletePrices.mutateAsync({ price_ids: batch.removedIds })
      feedback.success(t('tiers.saved'))
      onClose()
    } catch (error) {
      feedback.failure(error)
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('tiers.title', { name: variant.label })}
      description={t('tiers.description')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={addPrices.isPending || deletePrices.isPending}>
            {t('save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        {rows.length === 0 ? (
          <p className="text-sm text-gray-500">{t('tiers.empty')}</p>
        ) : (
          <table className="w-full">
            <thead>
              <tr className="text-start text-xs font-medium text-gray-500">
                <th className="py-1 pe-2 text-start">{t('tiers.column')}</th>
                <th className="py-1 pe-2 text-start">{t('tiers.from')}</th>
                <th className="py-1 pe-2 text-start">{t('tiers.to')}</th>
                <th className="py-1 pe-2 text-start">{t('tiers.price')}</th>
                <th>
                  <span className="sr-only">{t('actionsColumn')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const n = i + 1
                const error = checked ? errors.get(row.key) : undefined
                const column = byKey.get(row.column) ?? columns[0]!
                return (
                  <tr key={row.key} className="align-top">
                    <td className="py-1 pe-2">
                      <select
                        aria-label={t('tiers.columnOf', { n })}
                        className={control}
                        value={row.column}
                        onChange={(e) => change(row.key, { column: e.target.value })}
                      >
                        {columns.map((c) => (
                          <option key={c.key} value={c.key}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="py-1 pe-2">
                      <input
                        aria-label={t('tiers.fromOf', { n })}
                        inputMode="numeric"
                        dir="ltr"
                        className={`${control} w-20`}
                        aria-invalid={error && error !== 'amount' ? true : undefined}
                        value={row.min}
                        onChange={(e) => change(row.key, { min: e.target.value })}
                      />
                    </td>
                    <td className="py-1 pe-2">
                      <input
                        aria-label={t('tiers.toOf', { n })}
                        inputMode="numeric"
                        dir="ltr"
                        placeholder={t('tiers.noLimit')}
                        className={`${control} w-20`}
                        aria-invalid={error && error !== 'amount' ? true : undefined}
                        value={row.max}
                        onChange={(e) => change(row.key, { max: e.target.value })}
                      />
                    </td>
                    <td className="py-1 pe-2">
                      <PriceCell
                        label={t('tiers.priceOf', { n })}
                        currencyCode={column.currency_code}
                        value={row.amount}
                        changed={false}
                        onChange={(amount) => change(row.key, { amount })}
                      />
                      {error && (
                        <p role="alert" className="mt-1 max-w-56 text-xs text-rose-600">
                          {t(`tiers.errors.${error}`)}
                        </p>
                      )}
                    </td>
                    <td className="py-1 text-end">
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={t('tiers.removeOf', { n })}
                        onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                      >
                        {t('remove')}
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
        <div>
          <Button variant="secondary" size="small" onClick={add}>
            {t('tiers.add')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
