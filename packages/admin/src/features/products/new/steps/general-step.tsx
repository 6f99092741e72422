import { useTranslation } from 'react-i18next'
import { SwitchFormField, TextareaField, TextField } from '../../../../components/ui/form'

export function GeneralStep() {
  const { t } = useTranslation('product-form')
  return (
    <>
      <TextField name="title" label={t('general.title')} required autoFocus />
      <TextField name="subtitle" label={t('general.subtitle')} />
      <TextField
        name="handle"
        label={t('general.handle')}
        placeholder={t('general.handlePlaceholder')}
        dir="ltr"
      />
      <TextareaField name="description" label={t('general.description')} />
      <SwitchFormField
        name="discountable"
        label={t('general.discountable')}
        description={t('general.discountableHint')}
      />
    </>
  )
}
