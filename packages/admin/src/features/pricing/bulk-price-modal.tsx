import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { parseMajorInput } from '../../components/ui/form/money'
import { InputField } from '../../components/ui/input-field'
import { Modal, ModalClose } from '../../components/ui/modal'
import { CheckboxGroup } from './plain-fields'
import type { BulkRule, PriceColumn } from './price-grid'

/** Sets one amount, or a percentage off the base price, for the chosen columns of many variants. */
export function BulkPriceModal({
  columns,
  variantCount,
  onClose,
  onApply,
}: {
  columns: PriceColumn[]
  variantCount: number
  onClose: () => void
  onApply: (rule: BulkRule, columns: PriceColumn[]) => void
}) {
  const { t } = useTranslation('pricing')
  const formId = useId()
  const [kind, setKind] = useState<BulkRule['kind']>('percentOff')
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState(() => columns.map((c) => c.key))
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const picked = columns.filter((c) => chosen.includes(c.key))
    if (picked.length === 0) return setError(t('bulk.noColumns'))
    if (kind === 'percentOff') {
      const percent = Number(text.trim().replace(',', '.'))
      if (!text.trim() || !Number.isFinite(percent) || percent < 0 || percent > 100)
        return setError(t('bulk.badPercent'))
      return onApply({ kind, percent }, picked)
    }
    const amounts: Record<string, number> = {}
    for (const column of picked) {
      const minor = parseMajorInput(text, column.currency_code)
      if (minor === null || Number.isNaN(minor) || minor < 0)
        return setError(t('bulk.badAmount', { currency: column.currency_code.toUpperCase() }))
      amounts[column.key] = minor
    }
    onApply({ kind, amounts }, picked)
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('bulk.title')}
      description={t('bulk.description', { count: variantCount })}
      footer={
        <div className="ms-auto flex gap-2">
          <ModalClose asChild>
            <Button variant="secondary">{t('cancel')}</Button>
          </ModalClose>
          <Button type="submit" form={formId}>
            {t('bulk.apply')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-gray-700">{t('bulk.rule')}</legend>
          {(['percentOff', 'amount'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="bulk-kind"
                className="accent-violet-600"
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t(`bulk.${option}`)}
            </label>
          ))}
        </fieldset>
        <InputField
          label={kind === 'percentOff' ? t('bulk.percent') : t('bulk.amount')}
          required
          inputMode="decimal"
          dir="ltr"
          value={text}
          errors={error}
          onChange={(e) => {
            setText(e.target.value)
            setError(undefined)
          }}
        />
        <CheckboxGroup
          legend={t('bulk.columns')}
          items={columns.map((c) => ({ id: c.key, label: c.label }))}
          value={chosen}
          onChange={setChosen}
          emptyText={t('noColumns')}
        />
      </form>
    </Modal>
  )
}
