/** Where the settings screens live, under the router's /app basename. */
export const SETTINGS_PATH = '/a/settings'
export const REGIONS_PATH = `${SETTINGS_PATH}/regions`
export const regionPath = (id: string) => `${REGIONS_PATH}/${id}`
export const STORE_PATH = `${SETTINGS_PATH}/details`
export const API_KEYS_PATH = `${SETTINGS_PATH}/publishable-api-keys`
export const SALES_CHANNELS_PATH = `${SETTINGS_PATH}/sales-channels`
export const salesChannelPath = (id: string) => `${SALES_CHANNELS_PATH}/${id}`
export const EMAILS_PATH = `${SETTINGS_PATH}/emails`
export const emailPath = (id: string) => `${EMAILS_PATH}/${id}`
