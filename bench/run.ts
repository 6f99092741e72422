// `npm run bench -- <suite> [options]`: prints a markdown table per suite.
const suites: Record<string, () => Promise<void>> = {
  start: async () => (await import('./start')).benchStart(),
}

const name = process.argv[2]
const suite = name ? suites[name] : undefined
if (!suite) {
  console.log(`Usage: npm run bench -- <${Object.keys(suites).join('|')}>`)
  process.exitCode = name ? 1 : 0
} else {
  await suite()
}
