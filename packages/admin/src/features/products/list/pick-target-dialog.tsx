import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import type { FilterOption } from '../../../components/ui/data-table-filters'
import { Modal, ModalClose } from '../../../components/ui/modal'

export interface PickTargetDialogProps {
  open: boolean
  onClose: () => void
  title: string
  /** Label of the select, e.g. "Collection". */
  label: string
  options: FilterOption[]
  /** The chosen id ('' = none yet). */
  value: string
  onChange: (id: string) => void
  busy: boolean
  onConfirm: () => void
}

/** Asks where to add the selected products (a collection, a sales channel). */
export function PickTargetDialog(props: PickTargetDialogProps) {
  const { open, onClose, title, label, options, value, onChange, busy, onConfirm } = props
  const { t } = useTranslation()
  const selectId = useId()
  return (
    <Modal
      guardChanges={false}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      footer={
        <div className="ms-auto flex gap-2">
          <ModalClose asChild>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </ModalClose>
          <Button disabled={!value} loading={busy} onClick={onConfirm}>
            {t('products.bulk.add')}
          </Button>
        </div>
      }
    >
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm"
      >
        <option value="">{t('products.bulk.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Modal>
  )
}
