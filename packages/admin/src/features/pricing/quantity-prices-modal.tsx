import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { useMutationFeedback } from '../../components/ui/feedback'
import { Modal, ModalClose } from '../../components/ui/modal'
import { PriceCell } from './price-cell'
import { isInvalidDraft, type PriceColumn } from './price-grid'
import { type TierDraft, tierErrors } from './quantity-tiers'

const control =
  'h-8 rounded-md border border-gray-300 bg-white px-2 text-sm outline-none focus:border-violet-500 aria-[invalid]:border-rose-500'

/**
 * A variant's quantity prices, in a price list or among its own prices: from a quantity, up to a
 * quantity, or between two, in a currency or region. The plain prices hold for any quantity; these
 * apply where they match. `onSave` writes the edited rows and throws when that fails.
 */
export function QuantityPricesModal({
  label,
  saved,
  columns,
  saving,
  onSave,
  onClose,
}: {
  /** The variant, as people know it: "Product – Variant". */
  label: string
  saved: TierDraft[]
  columns: PriceColumn[]
  saving: boolean
  onSave: (rows: TierDraft[]) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation('pricing')
  const feedback = useMutationFeedback('pricing')
  const formId = useId()
  const [rows, setRows] = useState<TierDraft[]>(saved)
  const [next, setNext] = useState(1)
  const [checked, setChecked] = useState(false)
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
    try {
      await onSave(rows)
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
      title={t('tiers.title', { name: label })}
      description={t('tiers.description')}
      footer={
        <div className="ms-auto flex gap-2">
          <ModalClose asChild>
            <Button variant="secondary">{t('cancel')}</Button>
          </ModalClose>
          <Button type="submit" form={formId} loading={saving}>
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
                      {/* A price that is not an amount is explained by its cell. */}
                      {error && !isInvalidDraft(row.amount) && (
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
