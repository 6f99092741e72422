import { useAdminRegion } from '@mercato/react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { NewDraftForm } from '../draft-form'

/** The region chosen in the wizard's first step (currency, countries). */
export function useFormRegion() {
  const { control } = useFormContext<NewDraftForm>()
  const regionId = useWatch({ control, name: 'region_id' })
  const { region } = useAdminRegion(regionId, undefined, { enabled: regionId !== '' })
  return region
}
