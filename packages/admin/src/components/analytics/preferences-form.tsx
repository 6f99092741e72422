import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { useAdminCreateAnalyticsConfig, useAdminUpdateAnalyticsConfig } from '@mercato/react'
import { ANALYTICS_DOCS_URL } from '../../config'
import type { AnalyticsConfig } from '../../lib/analytics'
import { EMAIL_PATTERN } from '../../lib/email'
import { useCurrentUser } from '../../lib/session'
import { useAnalytics } from '../../providers/analytics'
import { Button } from '../ui/button'
import { InputField } from '../ui/input-field'
import { notify, PREFERENCES_TOAST } from '../ui/notify'
import { SwitchField } from '../ui/switch'
import { describeError } from '../../lib/server-messages'

interface Values {
  email: string
  opt_out: boolean
  anonymize: boolean
}

/** Usage-insights choice; creates the config on first answer, updates it afterwards. */
export function PreferencesForm({
  config,
  onDone,
}: {
  config: AnalyticsConfig | null | undefined
  onDone?: () => void
}) {
  const { t } = useTranslation()
  const { user } = useCurrentUser()
  const analytics = useAnalytics()
  const create = useAdminCreateAnalyticsConfig()
  const update = useAdminUpdateAnalyticsConfig()
  const { register, handleSubmit, watch, setValue, getValues, clearErrors, formState } = useForm<Values>({
    defaultValues: {
      email: user?.email ?? '',
      opt_out: config?.opt_out ?? false,
      // Private by default: nothing that names the person is shared unless they turn this off.
      anonymize: config?.anonymize ?? true,
    },
  })
  const optOut = watch('opt_out')
  const anonymize = watch('anonymize')
  const emailOff = optOut || anonymize

  // The anonymize choice set aside while opted out, given back on opting in again: sharing resumes
  // as the person left it, never tied to their e-mail without them choosing it.
  const setAside = useRef<boolean | null>(null)
  const toggle = (field: 'opt_out' | 'anonymize', on: boolean) => {
    setValue(field, on, { shouldDirty: true })
    if (field === 'opt_out' && on) {
      // Opting out means nothing is shared, so anonymizing has nothing left to do.
      setAside.current = getValues('anonymize')
      setValue('anonymize', false, { shouldDirty: true })
    }
    if (field === 'opt_out' && !on && setAside.current !== null) {
      setValue('anonymize', setAside.current, { shouldDirty: true })
      setAside.current = null
    }
    if (on) clearErrors('email')
  }

  const submit = handleSubmit(async (values) => {
    const choice = { opt_out: values.opt_out, anonymize: values.opt_out ? false : values.anonymize }
    analytics.setSubmittingConfig(true)
    try {
      await (config ? update : create).mutateAsync(choice)
      if (!choice.opt_out && !choice.anonymize) analytics.trackUserEmail(values.email, choice)
      notify.success(t('analytics.successTitle'), t('analytics.successMessage'), PREFERENCES_TOAST)
      onDone?.()
    } catch (error) {
      void describeError(t, error).then((text) =>
        notify.error(t('analytics.errorTitle'), text, PREFERENCES_TOAST),
      )
    } finally {
      analytics.setSubmittingConfig(false)
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('analytics.title')}>
      <p className="text-sm text-gray-600">{t('analytics.intro')}</p>
      <InputField
        label={t('analytics.email')}
        type="email"
        placeholder={t('analytics.emailPlaceholder')}
        disabled={emailOff}
        errors={formState.errors.email}
        {...register('email', {
          validate: (value, all) =>
            all.opt_out || all.anonymize || EMAIL_PATTERN.test(value ?? '') || t('analytics.invalidEmail'),
        })}
      />
      <SwitchField
        label={t('analytics.anonymize')}
        description={t('analytics.anonymizeDescription')}
        checked={anonymize}
        onCheckedChange={(on) => toggle('anonymize', on)}
        disabled={optOut}
        dimmed={optOut}
      />
      <SwitchField
        label={t('analytics.optOut')}
        description={t('analytics.optOutDescription')}
        checked={optOut}
        onCheckedChange={(on) => toggle('opt_out', on)}
      />
      <p className="text-xs text-gray-500">
        <Trans
          i18nKey="analytics.disclaimer"
          components={{
            docs: (
              // biome-ignore lint/a11y/useAnchorContent: Trans fills the link text in.
              <a
                href={ANALYTICS_DOCS_URL}
                target="_blank"
                rel="noreferrer"
                className="text-violet-600 underline"
              />
            ),
          }}
        />
      </p>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending || update.isPending}>
          {t('common.continue')}
        </Button>
      </div>
    </form>
  )
}
