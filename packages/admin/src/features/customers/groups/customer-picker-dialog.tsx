import { useAdminCustomers } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PickerDialog } from '../../../components/ui/picker-dialog'
import { customerName } from '../urls'

export interface CustomerPickerDialogProps {
  /** The group being filled: its members are shown checked and disabled. */
  groupId: string
  busy: boolean
  onClose: () => void
  /** Called with the newly checked customers. */
  onConfirm: (ids: string[]) => void
}

const PICKER_PAGE = 20

/** Search customers and check the ones to add; checks survive a new search. */
export function CustomerPickerDialog({ groupId, busy, onClose, onConfirm }: CustomerPickerDialogProps) {
  const { t } = useTranslation('customers')
  const [q, setQ] = useState('')
  const { customers, count, isLoading } = useAdminCustomers(
    { limit: PICKER_PAGE, expand: 'groups', ...(q ? { q } : {}) },
    { placeholderData: keepPreviousData },
  )
  const shown = customers?.length ?? 0
  return (
    <PickerDialog
      title={t('members.pickerTitle')}
      searchLabel={t('members.search')}
      noResults={t('members.noResults')}
      alreadyIn={t('members.alreadyIn')}
      selected={(n) => t('members.selected', { count: n })}
      cancelLabel={t('actions.cancel')}
      addLabel={t('actions.add')}
      isLoading={isLoading}
      items={customers?.map((customer) => {
        const name = customerName(customer)
        return {
          id: customer.id,
          member: !!customer.groups?.some((g) => g.id === groupId),
          label: name === customer.email ? name : `${name} (${customer.email})`,
          content: (
            <span className="min-w-0 flex-1">
              <span className="block truncate text-gray-900">{name}</span>
              <span className="block truncate text-xs text-gray-500">{customer.email}</span>
            </span>
          ),
        }
      })}
      footnote={
        (count ?? 0) > shown && (
          <p className="pt-2 text-xs text-gray-500">{t('members.refine', { shown, count })}</p>
        )
      }
      onSearch={setQ}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  )
}
