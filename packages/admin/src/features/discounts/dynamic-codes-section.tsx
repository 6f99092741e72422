import type { AdminGetDiscountsParams, Discount } from '@mercato/client'
import {
  useAdminCreateDynamicDiscountCode,
  useAdminDeleteDynamicDiscountCode,
  useAdminDiscounts,
} from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../components/ui/feedback'
import { FormModal } from '../../components/ui/form-modal'
import { InputField } from '../../components/ui/input-field'
import { Section } from '../../components/ui/section'
import { formatDate } from '../../lib/format'
import { DiscountStatusBadge } from './discount-badges'
import { discountUsageText } from './discount-value'

function NewCodeModal({ parent, onClose }: { parent: Discount; onClose: () => void }) {
  const { t } = useTranslation('discounts')
  const feedback = useMutationFeedback('discounts')
  const create = useAdminCreateDynamicDiscountCode(parent.id)
  const [code, setCode] = useState('')
  const [limit, setLimit] = useState('1')
  const [errors, setErrors] = useState<{ code?: string; limit?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = {
      ...(code.trim() ? {} : { code: t('errors.code') }),
      ...(/^\d+$/.test(limit.trim()) && Number(limit) > 0 ? {} : { limit: t('errors.positive') }),
    }
    setErrors(found)
    if (Object.keys(found).length) return
    create.mutate(
      { code: code.trim().toUpperCase(), usage_limit: Number(limit) },
      {
        onSuccess: () => {
          feedback.success(t('codes.created', { code: code.trim().toUpperCase() }))
          onClose()
        },
        onError: feedback.failure,
      },
    )
  }
  return (
    <FormModal
      title={t('codes.createTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.create') }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('fields.code')}
        required
        value={code}
        errors={errors.code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
      />
      <InputField
        label={t('fields.usageLimit')}
        required
        inputMode="numeric"
        value={limit}
        errors={errors.limit}
        onChange={(e) => setLimit(e.target.value)}
      />
    </FormModal>
  )
}

/** The codes made from a dynamic discount (its template): listed newest first, created and deleted here. */
export function DynamicCodesSection({ parent }: { parent: Discount }) {
  const { t, i18n } = useTranslation('discounts')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('discounts')
  const [adding, setAdding] = useState(false)
  const query: AdminGetDiscountsParams & { parent_discount_id: string } = {
    parent_discount_id: parent.id,
    order: '-created_at',
    limit: 50,
  }
  const { discounts = [], count } = useAdminDiscounts(query)
  const remove = useAdminDeleteDynamicDiscountCode(parent.id)
  const destroy = async (code: string) => {
    const ok = await confirm({
      title: t('codes.deleteTitle'),
      description: t('codes.deleteMessage', { code }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(code, {
        onSuccess: () => feedback.success(t('codes.deleted')),
        onError: feedback.failure,
      })
  }
  return (
    <Section
      title={t('codes.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setAdding(true)}>
          {t('codes.add')}
        </Button>
      }
    >
      {discounts.length === 0 ? (
        <p className="text-sm text-gray-500">{t('codes.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {discounts.map((code) => (
            <li key={code.id} className="flex items-center gap-3 py-2 text-sm">
              <span className="font-medium text-gray-900" dir="ltr">
                {code.code}
              </span>
              <DiscountStatusBadge discount={code} />
              <span className="ms-auto text-gray-600">{discountUsageText(code, t, locale)}</span>
              <span className="text-gray-500">{code.ends_at ? formatDate(code.ends_at, locale) : ''}</span>
              <Button size="small" variant="danger" onClick={() => void destroy(code.code)}>
                {t('actions.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {count !== undefined && count > discounts.length && (
        <p className="mt-2 text-xs text-gray-500">{t('codes.showing', { shown: discounts.length, count })}</p>
      )}
      {adding && <NewCodeModal parent={parent} onClose={() => setAdding(false)} />}
    </Section>
  )
}
