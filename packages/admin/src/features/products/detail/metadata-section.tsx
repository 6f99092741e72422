import type { PricedProduct } from '@mercato/client'
import { useAdminUpdateProduct } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { useFeedback } from './feedback'
import { productUpdate } from './payloads'
import { invalidRows, type MetadataRow, metadataUpdates, toRows } from './metadata'
import { Section } from '../../../components/ui/section'
import { Field } from './field'

const INPUT =
  'h-9 w-full min-w-0 rounded-lg border bg-gray-50 px-3 text-sm outline-none focus:border-violet-500'

function MetadataForm({ product, onClose }: { product: PricedProduct; onClose: () => void }) {
  const { t } = useTranslation('product-detail')
  const feedback = useFeedback()
  const update = useAdminUpdateProduct(product.id)
  const current = product.metadata as Record<string, unknown> | null | undefined
  const [rows, setRows] = useState<MetadataRow[]>(() => toRows(current))
  const [bad, setBad] = useState<number[]>([])
  const edit = (i: number, patch: Partial<MetadataRow>) =>
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)))

  const save = async () => {
    const invalid = invalidRows(rows)
    setBad(invalid)
    if (invalid.length) return
    try {
      for (const metadata of metadataUpdates(current, rows))
        await update.mutateAsync(productUpdate({ metadata }))
      feedback.success(t('toast.saved'))
      onClose()
    } catch (error) {
      feedback.failure(error)
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('metadata.edit_title')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button loading={update.isPending} onClick={() => void save()}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-2">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity while their key is being typed.
          <div key={i} className="flex items-start gap-2">
            <input
              aria-label={t('metadata.key_label', { position: i + 1 })}
              aria-invalid={bad.includes(i) || undefined}
              value={row.key}
              onChange={(e) => edit(i, { key: e.target.value })}
              className={`${INPUT} ${bad.includes(i) ? 'border-rose-500' : 'border-gray-300'}`}
            />
            <input
              aria-label={t('metadata.value_label', { position: i + 1 })}
              value={row.value}
              onChange={(e) => edit(i, { value: e.target.value })}
              className={`${INPUT} border-gray-300`}
            />
            <Button
              size="small"
              variant="ghost"
              aria-label={t('metadata.remove_row', { position: i + 1 })}
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              ×
            </Button>
          </div>
        ))}
        {bad.length > 0 && (
          <p role="alert" className="text-xs text-rose-500">
            {t('errors.metadata_keys')}
          </p>
        )}
        <Button
          size="small"
          variant="secondary"
          className="self-start"
          onClick={() => setRows((all) => [...all, { key: '', value: '' }])}
        >
          {t('metadata.add_row')}
        </Button>
      </div>
    </Modal>
  )
}

export function MetadataSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  const [editing, setEditing] = useState(false)
  const rows = toRows(product.metadata as Record<string, unknown> | null | undefined)
  return (
    <Section
      title={t('metadata.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
          {t('metadata.edit')}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-gray-500">{t('metadata.empty')}</p>
      ) : (
        <dl>
          {rows.map((row) => (
            <Field key={row.key} label={row.key}>
              {row.value}
            </Field>
          ))}
        </dl>
      )}
      {editing && <MetadataForm product={product} onClose={() => setEditing(false)} />}
    </Section>
  )
}
