import type { Customer, CustomerGroup } from '@mercato/client'
import {
  useAdminAddCustomersToCustomerGroup,
  useAdminCustomerGroup,
  useAdminCustomerGroupCustomers,
  useAdminDeleteCustomerGroup,
  useAdminRemoveCustomersFromCustomerGroup,
  useAdminUpdateCustomerGroup,
} from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { DataTable } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { BackLink, DetailPageHeader, DetailPageState } from '../../../components/ui/detail-page'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { MetadataSection } from '../../../components/ui/metadata-section'
import { Section } from '../../../components/ui/section'
import { WidgetZone } from '../../../extensions/context'
import { formatDate } from '../../../lib/format'
import { customerColumns } from '../list/customer-columns'
import { metadataLabels } from '../metadata-labels'
import { GROUPS_PATH, customerPath, customersQuery } from '../urls'
import { useHasAction } from '../../../lib/staff-areas'
import { CustomerPickerDialog } from './customer-picker-dialog'
import { RenameGroupModal } from './group-form-modal'

/** The group's customers: searchable and paged in the URL, added with a picker, removed in bulk. */
function GroupMembers({ group }: { group: CustomerGroup }) {
  const { t, i18n } = useTranslation('customers')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('customers')
  const state = useTableState()
  const [picking, setPicking] = useState(false)
  const members = useAdminCustomerGroupCustomers(group.id, customersQuery(state), {
    placeholderData: keepPreviousData,
  })
  const add = useAdminAddCustomersToCustomerGroup(group.id)
  const remove = useAdminRemoveCustomersFromCustomerGroup(group.id)
  const narrow = useNarrowScreen()
  // Every row is in this group; its groups would only repeat its name.
  const columns = useMemo(() => customerColumns(t, locale, { narrow, groups: false }), [t, locale, narrow])

  const removeSelected = async (selected: Customer[], clear: () => void) => {
    const ok = await confirm({
      title: t('members.removeTitle'),
      description: t('members.removeMessage', { count: selected.length, name: group.name }),
      confirmLabel: t('members.remove'),
      destructive: true,
    })
    if (!ok) return
    remove.mutate(
      { customer_ids: selected.map((c) => ({ id: c.id })) },
      {
        onSuccess: () => {
          feedback.success(t('members.removed', { count: selected.length }))
          clear()
        },
        onError: feedback.failure,
      },
    )
  }
  const addButton = (
    <Button size="small" variant="secondary" onClick={() => setPicking(true)}>
      {t('members.add')}
    </Button>
  )
  const title = t('members.title')
  return (
    <Section title={title} actions={addButton}>
      <DataTable
        label={title}
        columns={columns}
        rows={members.customers}
        count={members.count ?? 0}
        isLoading={members.isLoading}
        isStale={members.isPlaceholderData}
        error={members.error}
        onRetry={() => void members.refetch()}
        state={state}
        rowHref={(c) => customerPath(c.id)}
        bulkActions={(selected, clear) => (
          <Button
            size="small"
            variant="danger"
            loading={remove.isPending}
            onClick={() => void removeSelected(selected, clear)}
          >
            {t('members.removeSelected', { count: selected.length })}
          </Button>
        )}
        empty={{
          title: t('members.emptyTitle'),
          description: t('members.emptyDescription'),
          action: addButton,
        }}
      />
      {picking && (
        <CustomerPickerDialog
          groupId={group.id}
          busy={add.isPending}
          onClose={() => setPicking(false)}
          onConfirm={(ids) =>
            add.mutate(
              { customer_ids: ids.map((id) => ({ id })) },
              {
                onSuccess: () => {
                  feedback.success(t('members.added', { count: ids.length }))
                  setPicking(false)
                },
                onError: feedback.failure,
              },
            )
          }
        />
      )}
    </Section>
  )
}

function GroupDetail({ group }: { group: CustomerGroup }) {
  const { t, i18n } = useTranslation('customers')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('customers')
  const [renaming, setRenaming] = useState(false)
  const update = useAdminUpdateCustomerGroup(group.id)
  const remove = useAdminDeleteCustomerGroup(group.id)
  const mayDelete = useHasAction('deletions')
  const destroy = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('groups.deleted'))
        navigate(GROUPS_PATH)
      },
      onError: feedback.failure,
    })
  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="customer_group.details.before" customerGroup={group} />
      <BackLink to={GROUPS_PATH} label={t('groups.back')} />
      <DetailPageHeader
        title={group.name}
        labels={{ edit: t('groups.rename'), delete: t('actions.delete') }}
        confirmDelete={{
          title: t('groups.deleteTitle'),
          description: t('groups.deleteMessage', { name: group.name }),
        }}
        deleting={remove.isPending}
        onEdit={() => setRenaming(true)}
        onDelete={mayDelete ? destroy : undefined}
      >
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-gray-500">{t('groups.name')}</dt>
          <dd className="text-gray-900">
            <bdi>{group.name}</bdi>
          </dd>
          <dt className="text-gray-500">{t('fields.created')}</dt>
          <dd className="text-gray-900">{formatDate(group.created_at, i18n.resolvedLanguage ?? 'en')}</dd>
        </dl>
      </DetailPageHeader>
      {/* The members table is the page's work area: full width, with metadata under it. */}
      <GroupMembers group={group} />
      <MetadataSection
        labels={metadataLabels(t)}
        metadata={group.metadata as Record<string, unknown> | null | undefined}
        save={(metadata) => update.mutateAsync({ metadata: metadata as Record<string, unknown> })}
        onSaved={() => feedback.success(t('groups.saved'))}
        onError={feedback.failure}
      />
      <WidgetZone name="customer_group.details.after" customerGroup={group} />
      {renaming && <RenameGroupModal group={group} onClose={() => setRenaming(false)} />}
    </div>
  )
}

/** /app/a/customers/groups/:id — the group, its customers and metadata. */
export default function GroupDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('customers')
  const { customer_group, isLoading, error } = useAdminCustomerGroup(id, undefined, { retry: false })
  if (isLoading || !customer_group)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('groups.notFound')}
        back={t('groups.back')}
        to={GROUPS_PATH}
      />
    )
  return <GroupDetail key={customer_group.id} group={customer_group} />
}
