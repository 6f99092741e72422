#!/usr/bin/env node
// Runs the TypeScript sources directly: no build step between `npm install` and a running store.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli.ts')
await main(process.argv.slice(2))
