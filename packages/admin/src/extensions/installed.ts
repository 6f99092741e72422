import type { Plugin } from './types'

/**
 * Plugins compiled into this build, in the order their widgets are drawn. A plugin adds itself here,
 * e.g. `import loyalty from 'mercato-plugin-loyalty/admin'` and `[loyalty]`, then the dashboard is rebuilt.
 * How to write one: "Dashboard plugins" in packages/admin/README.md.
 */
export const installedPlugins: Plugin[] = []
