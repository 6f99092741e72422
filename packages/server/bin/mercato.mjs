#!/usr/bin/env node
// Runs the TypeScript sources directly: no build step between `npm install` and a running store.
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

// The repository's tsconfig paths point tsx at the workspace packages' sources, whatever the cwd.
register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) })
const { main } = await import('../src/cli.ts')
await main(process.argv.slice(2))
