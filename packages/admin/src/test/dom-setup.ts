import { configure } from '@testing-library/dom'

// `findBy…` and `waitFor` give up after 1 s by default. Screens load their code lazily and answer from
// a mocked server, which a loaded 2-core CI machine can take longer than that to do; a real failure
// still fails, only later.
configure({ asyncUtilTimeout: 5_000 })
