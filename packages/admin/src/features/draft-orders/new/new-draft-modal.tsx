import { useAdminCreateDraftOrder, useAdminRegion } from '@mercato/react'
import { type ReactNode, useEffect } from 'react'
import { FormProvider, type Resolver, set, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { MultiStepModal } from '../../../components/ui/multi-step-modal'
import { notify } from '../../../components/ui/notify'
import { useWizard, WizardProvider } from '../../../components/ui/wizard-context'
import { draftOrderPath } from '../urls'
import { addressProblemKey } from './address-rules'
import { GateReason } from './gate-reason'
import {
  customerProblems,
  type DraftStep,
  emptyDraft,
  type NewDraftForm,
  STEPS,
  stepComplete,
  toCreatePayload,
} from './draft-form'
import { CustomerStep } from './steps/customer-step'
import { DiscountsStep } from './steps/discounts-step'
import { ItemsStep } from './steps/items-step'
import { RegionStep } from './steps/region-step'
import { ReviewStep } from './steps/review-step'
import { ShippingStep } from './steps/shipping-step'
import { useFormRegion } from './steps/use-form-region'
import { describeError } from '../../../lib/server-messages'

/** The new-draft wizard: region → items → shipping → customer and addresses → discounts → review. */
export function NewDraftModal({ onClose }: { onClose: () => void }) {
  return (
    <WizardProvider>
      <NewDraftWizard onClose={onClose} />
    </WizardProvider>
  )
}

/** One step's body; Next stays disabled until the step is complete, and the step says what is missing. */
function StepGate({ step, children }: { step: DraftStep; children: ReactNode }) {
  const values = useWatch<NewDraftForm>() as NewDraftForm
  const { enableNextPage, disableNextPage } = useWizard()
  const currency = useFormRegion()?.currency_code
  const complete = stepComplete(step, values, currency)
  useEffect(() => {
    if (complete) enableNextPage()
    else disableNextPage()
  }, [complete, enableNextPage, disableNextPage])
  return (
    <div className="flex flex-col gap-4">
      {children}
      {step === 'customer' && !complete && <GateReason values={values} />}
    </div>
  )
}

const BODIES: Record<DraftStep, ReactNode> = {
  region: <RegionStep />,
  items: <ItemsStep />,
  shipping: <ShippingStep />,
  customer: <CustomerStep />,
  discounts: <DiscountsStep />,
  review: <ReviewStep />,
}

function NewDraftWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('draft-orders')
  const navigate = useNavigate()
  const wizard = useWizard()
  const { t: tp } = useTranslation(['draft-orders', 'customers'])
  // The customer step's rules, shown on a field once it is left (the other steps check as they go).
  const resolver: Resolver<NewDraftForm> = (values) => {
    const errors = {}
    for (const [path, problem] of Object.entries(customerProblems(values)))
      set(errors, path, {
        type: problem,
        message: tp(problem === 'email' ? 'draft-orders:errors.email' : addressProblemKey(problem)),
      })
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} }
  }
  const form = useForm<NewDraftForm>({ defaultValues: emptyDraft(), mode: 'onTouched', resolver })
  const create = useAdminCreateDraftOrder()
  const regionId = form.watch('region_id')
  const { region } = useAdminRegion(regionId, undefined, { enabled: regionId !== '' })
  const current = STEPS[Math.min(wizard.currentStep, STEPS.length - 1)]!

  const submit = async () => {
    try {
      const { draft_order } = await create.mutateAsync(
        toCreatePayload(form.getValues(), region?.currency_code),
      )
      notify.success(t('toast.created', { id: draft_order.display_id }))
      navigate(draftOrderPath(draft_order.id))
    } catch (error) {
      void describeError(t, error).then((text) => notify.error(t('errors.title'), text))
    }
  }

  return (
    <FormProvider {...form}>
      <MultiStepModal
        open
        onOpenChange={(next) => !next && onClose()}
        title={`${t('new.title')} — ${t(`steps.${current}`)}`}
        submitting={create.isPending}
        submitLabel={t('new.title')}
        onSubmit={() => void submit()}
        steps={STEPS.map((step) => (
          <StepGate key={step} step={step}>
            {BODIES[step]}
          </StepGate>
        ))}
      />
    </FormProvider>
  )
}
