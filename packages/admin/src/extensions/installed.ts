import type { Plugin } from './types'

/**
 * Plugins compiled into this build. A plugin adds itself here, e.g.
 * `import reviews from 'mercato-plugin-reviews/admin'` and `[reviews]`.
 */
export const installedPlugins: Plugin[] = []
