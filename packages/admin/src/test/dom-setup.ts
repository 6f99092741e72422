import { configure } from '@testing-library/dom'
import { cleanup } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterAll, afterEach } from 'vitest'

// `findBy…` and `waitFor` give up after 1 s by default. Screens load their code lazily and answer from
// a mocked server, which a loaded 2-core CI machine can take longer than that to do; a real failure
// still fails, only later.
configure({ asyncUtilTimeout: 5_000 })

// The files of this project share one window per worker (`isolate: false`), so nothing a test
// rendered may outlive it: not its tree, not a toast still on screen, not a node left in the body.
afterEach(() => {
  cleanup()
  toast.remove()
})
afterAll(() => {
  document.body.innerHTML = ''
  localStorage.clear()
  sessionStorage.clear()
})
