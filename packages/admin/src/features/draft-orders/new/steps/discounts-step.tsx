import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button'
import { InputField } from '../../../../components/ui/input-field'
import type { NewDraftForm } from '../draft-form'

/** Step 5: discount codes, checked by the server when the draft is created. */
export function DiscountsStep() {
  const { t } = useTranslation('draft-orders')
  const { control, setValue } = useFormContext<NewDraftForm>()
  const codes = useWatch({ control, name: 'discounts' })
  const [code, setCode] = useState('')
  const add = () => {
    const next = code.trim()
    if (next && !codes.includes(next)) setValue('discounts', [...codes, next])
    setCode('')
  }
  return (
    <>
      <p className="text-sm text-gray-600">{t('discounts.hint')}</p>
      <div className="flex items-end gap-2">
        <InputField
          className="flex-1"
          label={t('discounts.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            add()
          }}
        />
        <Button variant="secondary" disabled={!code.trim()} onClick={add}>
          {t('discounts.add')}
        </Button>
      </div>
      {codes.length ? (
        <ul aria-label={t('discounts.codes')} className="flex flex-wrap gap-2">
          {codes.map((c) => (
            <li key={c} className="flex items-center gap-1 rounded-full bg-gray-100 ps-3 text-sm">
              <span className="font-mono">{c}</span>
              <Button
                size="small"
                variant="ghost"
                aria-label={t('discounts.remove', { code: c })}
                onClick={() =>
                  setValue(
                    'discounts',
                    codes.filter((x) => x !== c),
                  )
                }
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">{t('discounts.none')}</p>
      )}
    </>
  )
}
