import { SETTINGS_PATH } from '../urls'

export const PROFILES_PATH = `${SETTINGS_PATH}/shipping-profiles`
export const profilePath = (id: string) => `${PROFILES_PATH}/${id}`
