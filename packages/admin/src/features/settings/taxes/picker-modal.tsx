import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { InputField } from '../../../components/ui/input-field'
import { Modal, ModalClose } from '../../../components/ui/modal'
import { Spinner } from '../../../components/ui/spinner'

export interface PickerItem {
  id: string
  label: string
  hint?: string | undefined
}

export interface PickerModalProps {
  title: string
  /** The current page of matches for `query`; undefined while loading. */
  items: PickerItem[] | undefined
  query: string
  onQueryChange: (q: string) => void
  /** Ids already linked: shown checked and disabled. */
  taken: ReadonlySet<string>
  saving: boolean
  onApply: (ids: string[]) => void
  onClose: () => void
}

/** Search, tick any number of rows (or all shown), apply them in one call. */
export function PickerModal(props: PickerModalProps) {
  const { title, items, query, onQueryChange, taken, saving, onApply, onClose } = props
  const { t } = useTranslation('setup')
  const formId = useId()
  const [picked, setPicked] = useState<Set<string>>(() => new Set())
  const free = (items ?? []).filter((i) => !taken.has(i.id))
  const allPicked = free.length > 0 && free.every((i) => picked.has(i.id))
  const toggle = (id: string) =>
    setPicked((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const toggleAll = () =>
    setPicked((s) => {
      const next = new Set(s)
      for (const i of free) {
        if (allPicked) next.delete(i.id)
        else next.add(i.id)
      }
      return next
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (picked.size > 0) onApply([...picked])
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <div className="flex w-full items-center gap-2">
          <span className="text-sm text-gray-500">{t('picker.selected', { count: picked.size })}</span>
          <ModalClose asChild>
            <Button className="ms-auto" variant="secondary">
              {t('actions.cancel')}
            </Button>
          </ModalClose>
          <Button type="submit" form={formId} loading={saving} disabled={picked.size === 0}>
            {t('picker.apply')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        <InputField
          type="search"
          label={t('picker.search')}
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
        />
        {items === undefined ? (
          <Spinner />
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-gray-500">{t('picker.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200">
            <li className="flex items-center gap-3 bg-gray-50 px-3 py-2">
              <input
                type="checkbox"
                className="size-4 accent-violet-600"
                aria-label={t('picker.selectAll')}
                checked={allPicked}
                disabled={free.length === 0}
                onChange={toggleAll}
              />
              <span className="text-sm text-gray-600">{t('picker.selectAll')}</span>
            </li>
            {items.map((item) => (
              <li key={item.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-violet-600"
                    checked={taken.has(item.id) || picked.has(item.id)}
                    disabled={taken.has(item.id)}
                    onChange={() => toggle(item.id)}
                  />
                  <span className="font-medium text-gray-900">{item.label}</span>
                  {item.hint && <span className="text-gray-500">{item.hint}</span>}
                </label>
              </li>
            ))}
          </ul>
        )}
      </form>
    </Modal>
  )
}
