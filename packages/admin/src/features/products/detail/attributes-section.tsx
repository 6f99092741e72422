import { zodResolver } from '@hookform/resolvers/zod'
import type { PricedProduct } from '@mercato/client'
import { useAdminUpdateProduct } from '@mercato/react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { useFeedback } from './feedback'
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
  const formId = useId()
  const feedback = useFeedback()
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
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('attributes.edit_title')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
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
      </form>
    </Modal>
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
