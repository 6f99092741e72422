// `npm test`: the typecheck and the lint run beside the test suite instead of before it. The suite's
// first minute (building the dashboard and the storefront, migrating the template databases,
// transforming the first files) keeps one core busy, and the typecheck alone took about 50 s of it.
// Their output is held back until each finishes, so it never interleaves with the suite's.
import { spawn } from 'node:child_process'

const checks = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
]

function runHeld({ name, command }) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd()
      const ok = code === 0
      process.stdout.write(`\n${ok ? '✓' : '✗'} ${name}${ok ? '' : ` failed (exit code ${code})`}\n`)
      if (text) process.stdout.write(`${text}\n`)
      resolve(ok)
    })
  })
}

function runSuite(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], { stdio: 'inherit' })
    child.on('close', (code) => resolve(code === 0))
  })
}

const [suite, ...checked] = await Promise.all([runSuite(process.argv.slice(2)), ...checks.map(runHeld)])
const failed = [...checks.filter((_, i) => !checked[i]).map((c) => c.name), ...(suite ? [] : ['tests'])]
if (failed.length) {
  process.stdout.write(`\nnpm test failed: ${failed.join(', ')}\n`)
  process.exit(1)
}
