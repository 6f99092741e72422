import { useAdminCustomers } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { Spinner } from '../../../components/ui/spinner'
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
const SEARCH_DELAY_MS = 250

/** Search customers and check the ones to add; checks survive a new search. */
export function CustomerPickerDialog({ groupId, busy, onClose, onConfirm }: CustomerPickerDialogProps) {
  const { t } = useTranslation('customers')
  const searchId = useId()
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const [checked, setChecked] = useState<Set<string>>(() => new Set())
  // Waits for a pause in typing so each key press does not start a request.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  const { customers, count, isLoading } = useAdminCustomers(
    { limit: PICKER_PAGE, expand: 'groups', ...(q ? { q } : {}) },
    { placeholderData: keepPreviousData },
  )
  const toggle = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('members.pickerTitle')}
      footer={
        <>
          <span className="text-sm text-gray-600">{t('members.selected', { count: checked.size })}</span>
          <div className="ms-auto flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button disabled={checked.size === 0} loading={busy} onClick={() => onConfirm([...checked])}>
              {t('actions.add')}
            </Button>
          </div>
        </>
      }
    >
      <label htmlFor={searchId} className="sr-only">
        {t('members.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        placeholder={t('members.search')}
        onChange={(e) => setText(e.target.value)}
        className="mb-3 h-9 w-full rounded-lg border border-gray-300 px-3 text-sm outline-none focus:border-violet-500"
      />
      {isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner className="text-violet-600" />
        </div>
      ) : !customers?.length ? (
        <p className="py-6 text-center text-sm text-gray-500">{t('members.noResults')}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-gray-100">
            {customers.map((customer) => {
              const member = !!customer.groups?.some((g) => g.id === groupId)
              const name = customerName(customer)
              return (
                <li key={customer.id}>
                  <label className="flex cursor-pointer items-center gap-3 py-2 text-sm">
                    <input
                      type="checkbox"
                      aria-label={name === customer.email ? name : `${name} (${customer.email})`}
                      className="size-4 rounded border-gray-300 accent-violet-600"
                      checked={member || checked.has(customer.id)}
                      disabled={member}
                      onChange={(e) => toggle(customer.id, e.target.checked)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-gray-900">{name}</span>
                      <span className="block truncate text-xs text-gray-500">{customer.email}</span>
                    </span>
                    {member && <span className="text-xs text-gray-500">{t('members.alreadyIn')}</span>}
                  </label>
                </li>
              )
            })}
          </ul>
          {(count ?? 0) > customers.length && (
            <p className="pt-2 text-xs text-gray-500">
              {t('members.refine', { shown: customers.length, count })}
            </p>
          )}
        </>
      )}
    </Modal>
  )
}
