import type { DiscountConditionOperator } from '@mercato/client'
import {
  DISCOUNT_CONDITION_OPERATORS,
  DISCOUNT_CONDITION_RESOURCES,
  type DiscountConditionResource,
} from '@mercato/domain'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button'
import { Modal, ModalClose } from '../../components/ui/modal'
import { Spinner } from '../../components/ui/spinner'
import { COLLECTIONS_PATH } from '../collections/urls'
import { GROUPS_PATH } from '../customers/urls'
import { PRODUCTS_PATH } from '../products/urls'
import type { ConditionDraft } from './discount-form'
import { type ResourceOption, useResourceOptions } from './resource-options'

export interface ConditionDialogProps {
  /** The condition being edited; a new one when left out. */
  initial?: ConditionDraft
  /** Resource kinds that already have a condition (one condition per kind). */
  usedResources: DiscountConditionResource[]
  busy?: boolean
  onClose: () => void
  onSave: (condition: ConditionDraft) => void
}

const SEARCH_DELAY_MS = 250

/** Where the first of a kind is made, for a condition with nothing to choose from yet. */
const CREATE_PATHS: Partial<Record<DiscountConditionResource, string>> = {
  products: `${PRODUCTS_PATH}?new=1`,
  product_collections: `${COLLECTIONS_PATH}?new=1`,
  customer_groups: `${GROUPS_PATH}?new=1`,
}
const selectClass = 'h-10 w-full rounded-lg border border-gray-300 bg-gray-50 px-2 text-sm'

/** Choose what a condition is about, whether it includes or excludes, and search and check the resources. */
export function ConditionDialog({ initial, usedResources, busy, onClose, onSave }: ConditionDialogProps) {
  const { t } = useTranslation('discounts')
  const ids = { resource: useId(), operator: useId(), search: useId() }
  const free = DISCOUNT_CONDITION_RESOURCES.filter(
    (r) => r === initial?.resource || !usedResources.includes(r),
  )
  const [resource, setResource] = useState<DiscountConditionResource>(
    initial?.resource ?? free[0] ?? 'products',
  )
  const [operator, setOperator] = useState<DiscountConditionOperator>(initial?.operator ?? 'in')
  const [picked, setPicked] = useState<ResourceOption[]>(initial?.items ?? [])
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  const { loading, options } = useResourceOptions(resource, q)
  const pickedIds = new Set(picked.map((p) => p.id))
  const toggle = (option: ResourceOption, on: boolean) =>
    setPicked((current) => (on ? [...current, option] : current.filter((p) => p.id !== option.id)))

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={initial ? t('conditions.editTitle') : t('conditions.addTitle')}
      footer={
        <>
          <span className="text-sm text-gray-600">{t('conditions.selected', { count: picked.length })}</span>
          <div className="ms-auto flex gap-2">
            <ModalClose asChild>
              <Button variant="secondary">{t('actions.cancel')}</Button>
            </ModalClose>
            <Button
              disabled={picked.length === 0}
              loading={busy}
              onClick={() => onSave({ id: initial?.id, resource, operator, items: picked })}
            >
              {t('actions.save')}
            </Button>
          </div>
        </>
      }
    >
      <div className="mb-3 grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.resource} className="text-sm font-medium text-gray-700">
            {t('conditions.resource')}
          </label>
          <select
            id={ids.resource}
            className={selectClass}
            value={resource}
            disabled={!!initial}
            onChange={(e) => {
              setResource(e.target.value as DiscountConditionResource)
              setPicked([])
            }}
          >
            {free.map((r) => (
              <option key={r} value={r}>
                {t(`resource.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.operator} className="text-sm font-medium text-gray-700">
            {t('conditions.operator')}
          </label>
          <select
            id={ids.operator}
            className={selectClass}
            value={operator}
            disabled={!!initial}
            onChange={(e) => setOperator(e.target.value as DiscountConditionOperator)}
          >
            {DISCOUNT_CONDITION_OPERATORS.map((o) => (
              <option key={o} value={o}>
                {t(`operator.${o}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label htmlFor={ids.search} className="sr-only">
        {t('conditions.search')}
      </label>
      <input
        id={ids.search}
        type="search"
        value={text}
        placeholder={t('conditions.search')}
        onChange={(e) => setText(e.target.value)}
        className="mb-3 h-9 w-full rounded-lg border border-gray-300 px-3 text-sm outline-none focus:border-violet-500"
      />
      {loading ? (
        <div className="flex justify-center py-6">
          <Spinner className="text-violet-600" />
        </div>
      ) : options.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-500">
          {text.trim() ? t('conditions.noResults') : t('conditions.noneYet')}{' '}
          {/* With nothing to choose from at all, the way to make the first one. */}
          {!text.trim() && CREATE_PATHS[resource] && (
            <Link className="font-medium text-violet-700 hover:underline" to={CREATE_PATHS[resource]!}>
              {t('conditions.createFirst', { resource: t(`resource.${resource}`) })}
            </Link>
          )}
        </p>
      ) : (
        <ul className="flex max-h-72 flex-col divide-y divide-gray-100 overflow-y-auto">
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex cursor-pointer items-center gap-3 py-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 rounded border-gray-300 accent-violet-600"
                  checked={pickedIds.has(option.id)}
                  onChange={(e) => toggle(option, e.target.checked)}
                />
                <span className="min-w-0 flex-1 truncate text-gray-900">{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
