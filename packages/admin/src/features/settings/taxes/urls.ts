import { SETTINGS_PATH } from '../urls'

export const TAXES_PATH = `${SETTINGS_PATH}/taxes`
export const taxRatePath = (id: string) => `${TAXES_PATH}/${id}`
