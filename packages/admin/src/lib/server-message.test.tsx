import { ClientError } from '@mercato/client'
import { render, screen } from '@testing-library/react'
import i18n from 'i18next'
import { describe, expect, it } from 'vitest'
import ar from '../../public/locales/ar/translation.json'
import { initTestI18n } from '../test/utils'
import { ServerMessage } from './server-message'

const refusal = (message: string, status = 400) =>
  ClientError.fromResponse(
    { status, statusText: '', headers: {}, url: 'http://localhost/admin/x' },
    { type: 'not_allowed', message },
  )

describe('ServerMessage', () => {
  it('shows a known refusal in Arabic once the wordings are loaded', async () => {
    initTestI18n()
    i18n.addResourceBundle('ar', 'translation', ar, true, true)
    await i18n.changeLanguage('ar')
    render(<ServerMessage error={refusal('Product with handle linen-shirt already exists.', 422)} />)
    expect(await screen.findByText(ar.serverErrors.taken.replace('{{value}}', 'linen-shirt'))).toBeTruthy()
  })

  it('reads a 401 on the sign-in form as wrong credentials', async () => {
    initTestI18n()
    await i18n.changeLanguage('ar')
    render(<ServerMessage error={refusal('Unauthorized', 401)} signIn />)
    expect(await screen.findByText(ar.serverErrors.signInFailed)).toBeTruthy()
  })
})
