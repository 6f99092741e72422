import { zodResolver } from '@hookform/resolvers/zod'
import { useAdminCreateProduct } from '@mercato/react'
import { useMemo } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { MultiStepModal } from '../../../components/ui/multi-step-modal'
import { notify } from '../../../components/ui/notify'
import { useWizard, WizardProvider } from '../../../components/ui/wizard-context'
import {
  emptyProduct,
  formErrorMap,
  type NewProductForm,
  newProductSchema,
  STEP_FIELDS,
  toCreatePayload,
} from './form-schema'
import { StepForm } from './step-form'
import { GeneralStep } from './steps/general-step'
import { MediaStep } from './steps/media-step'
import { OrganizeStep } from './steps/organize-step'
import { ReviewStep } from './steps/review-step'
import { VariantsStep } from './steps/variants-step'
import { describeError } from '../../../lib/server-messages'

export interface NewProductModalProps {
  open: boolean
  onClose: () => void
}

/** The new-product wizard: general → organize → options & variants → media → review, one create call. */
export function NewProductModal({ open, onClose }: NewProductModalProps) {
  return (
    <WizardProvider>
      <NewProductWizard open={open} onClose={onClose} />
    </WizardProvider>
  )
}

function NewProductWizard({ open, onClose }: NewProductModalProps) {
  const { t } = useTranslation('product-form')
  const navigate = useNavigate()
  const wizard = useWizard()
  // Rebuilt when the language changes, so messages follow it.
  const schema = useMemo(() => newProductSchema(t), [t])
  const form = useForm<NewProductForm>({
    resolver: zodResolver(schema, { error: formErrorMap(t) }),
    defaultValues: emptyProduct(t('variants.defaultTitle')),
    // Every message of a field, for the '+N errors' display.
    criteriaMode: 'all',
    mode: 'onTouched',
  })
  const create = useAdminCreateProduct()

  const close = () => {
    form.reset(emptyProduct(t('variants.defaultTitle')))
    wizard.reset()
    onClose()
  }

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const { product } = await create.mutateAsync(toCreatePayload(values))
        notify.success(
          t(values.status === 'published' ? 'toast.published' : 'toast.drafted', { title: product.title }),
        )
        form.reset(emptyProduct(t('variants.defaultTitle')))
        wizard.reset()
        navigate(`/a/products/${product.id}`)
      } catch (error) {
        void describeError(t, error).then((text) => notify.error(t('toast.errorTitle'), text))
      }
    },
    () => notify.error(t('toast.errorTitle'), t('errors.invalid')),
  )

  const steps = [
    { key: 'general', title: t('steps.general'), body: <GeneralStep /> },
    { key: 'organize', title: t('steps.organize'), body: <OrganizeStep /> },
    { key: 'variants', title: t('steps.variants'), body: <VariantsStep /> },
    { key: 'media', title: t('steps.media'), body: <MediaStep /> },
    { key: 'review', title: t('steps.review'), body: <ReviewStep /> },
  ] as const
  const current = steps[Math.min(wizard.currentStep, steps.length - 1)]!

  return (
    <FormProvider {...form}>
      <MultiStepModal
        open={open}
        onOpenChange={(next) => !next && close()}
        title={`${t('title')} — ${current.title}`}
        submitting={create.isPending || form.formState.isSubmitting}
        submitLabel={t('create')}
        onSubmit={() => void submit()}
        steps={steps.map((step) => (
          <StepForm key={step.key} schema={schema} fields={STEP_FIELDS[step.key]}>
            {step.body}
          </StepForm>
        ))}
      />
    </FormProvider>
  )
}
