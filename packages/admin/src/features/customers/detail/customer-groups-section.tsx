import type { Customer } from '@mercato/client'
import { useAdminCustomerGroups, useAdminUpdateCustomer } from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { groupPath } from '../urls'

// The picker offers the first groups by name; a store rarely has more.
const GROUP_CHOICES = { limit: 100, order: 'name' }

/** The groups the customer belongs to: add to one, remove from one (asks first). */
export function CustomerGroupsSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers')
  const feedback = useMutationFeedback('customers')
  const update = useAdminUpdateCustomer(customer.id)
  const { customer_groups } = useAdminCustomerGroups(GROUP_CHOICES)
  const selectId = useId()
  const [choice, setChoice] = useState('')
  const groups = customer.groups ?? []
  const member = new Set(groups.map((g) => g.id))
  const choices = (customer_groups ?? []).filter((g) => !member.has(g.id))

  const save = (ids: string[], message: string) =>
    update.mutate(
      { groups: ids.map((id) => ({ id })) },
      { onSuccess: () => feedback.success(message), onError: feedback.failure },
    )
  const add = () => {
    const group = choices.find((g) => g.id === choice)
    if (!group) return
    save([...member, group.id], t('groups.addedTo', { name: group.name }))
    setChoice('')
  }
  const remove = async (id: string, name: string) => {
    const ok = await confirm({
      title: t('groups.leaveTitle'),
      description: t('groups.leaveMessage', { name }),
      confirmLabel: t('groups.leave'),
      destructive: true,
    })
    if (ok)
      save(
        [...member].filter((g) => g !== id),
        t('groups.removedFrom', { name }),
      )
  }

  return (
    <Section title={t('groups.title')}>
      <div className="flex flex-col gap-4">
        {groups.length === 0 ? (
          <p className="text-sm text-gray-500">{t('groups.noneForCustomer')}</p>
        ) : (
          <ul aria-label={t('groups.title')} className="flex flex-col divide-y divide-gray-100">
            {groups.map((g) => (
              <li key={g.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link to={groupPath(g.id)} className="font-medium text-gray-900 hover:underline">
                  {g.name}
                </Link>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={t('groups.leaveNamed', { name: g.name })}
                  onClick={() => void remove(g.id, g.name)}
                >
                  {t('groups.leave')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {choices.length > 0 && (
          <div className="flex items-end gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={selectId} className="text-xs font-medium text-gray-700">
                {t('groups.addToGroup')}
              </label>
              <select
                id={selectId}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
              >
                <option value="">{t('groups.chooseGroup')}</option>
                {choices.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </div>
            <Button size="small" disabled={!choice} loading={update.isPending} onClick={add}>
              {t('actions.add')}
            </Button>
          </div>
        )}
      </div>
    </Section>
  )
}
