import { zodResolver } from '@hookform/resolvers/zod'
import type { PricedProduct } from '@mercato/client'
import { useAdminUpdateProduct } from '@mercato/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { InputField } from '../../../components/ui/input-field'
import { FormModal } from '../../../components/ui/form-modal'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { productUpdate } from './payloads'
import { Section } from '../../../components/ui/section'
import { Field } from './field'

const NUMBERS = ['weight', 'length', 'height', 'width'] as const
const TEXTS = ['hs_code', 'origin_country', 'mid_code', 'material'] as const
type Key = (typeof NUMBERS)[number] | (typeof TEXTS)[number]

// Dimensions are whole numbers on the server; messages are translation keys.
const schema = z.object({
  ...Object.fromEntries(NUMBERS.map((k) => [k, z.string().trim().regex(/^\d*$/, 'errors.whole_number')])),
  ...Object.fromEntries(TEXTS.map((k) => [k, z.string().trim()])),
} as Record<Key, z.ZodString>)

type Values = Record<Key, string>

/** Form text to the update payload: empty clears the attribute. */
export function attributesPayload(values: Values) {
  const out: Record<string, number | string | null> = {}
  for (const k of NUMBERS) out[k] = values[k] === '' ? null : Number(values[k])
  for (const k of TEXTS) out[k] = values[k] === '' ? null : values[k]
  return out
}

function AttributesForm({ product, onClose }: { product: PricedProduct; onClose: () => void }) {
  const { t } = useTranslation('product-detail')
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const update = useAdminUpdateProduct(product.id)
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(
      [...NUMBERS, ...TEXTS].map((k) => [k, String(product[k] ?? '')]),
    ) as Values,
  })
  const submit = handleSubmit((values) =>
    update.mutate(productUpdate(attributesPayload(values)), {
      onSuccess: () => {
        feedback.success(t('toast.saved'))
        onClose()
      },
      onError: feedback.failure,
    }),
  )
  return (
    <FormModal
      title={t('attributes.edit_title')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
    >
      {[...NUMBERS, ...TEXTS].map((k) => {
        const message = formState.errors[k]?.message
        return (
          <InputField
            key={k}
            label={t(`attributes.${k}`)}
            inputMode={(NUMBERS as readonly string[]).includes(k) ? 'numeric' : undefined}
            errors={message ? t(message) : undefined}
            {...register(k)}
          />
        )
      })}
    </FormModal>
  )
}

export function AttributesSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  const [editing, setEditing] = useState(false)
  return (
    <Section
      title={t('attributes.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
          {t('attributes.edit')}
        </Button>
      }
    >
      <dl>
        {[...NUMBERS, ...TEXTS].map((k) => (
          <Field key={k} label={t(`attributes.${k}`)}>
            {product[k] ?? null}
          </Field>
        ))}
      </dl>
      {editing && <AttributesForm product={product} onClose={() => setEditing(false)} />}
    </Section>
  )
}
