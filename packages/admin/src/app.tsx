import { createQueryClient, MercatoProvider } from '@mercato/react'
import { useState } from 'react'
import { RouterProvider } from 'react-router/dom'
import { ConfirmDialogHost } from './components/ui/confirm-dialog'
import { Toaster } from './components/ui/toaster'
import { createMercatoClient } from './lib/mercato'
import { createRouter } from './router'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [client] = useState(() => createMercatoClient())
  const [router] = useState(createRouter)
  return (
    <MercatoProvider client={client} queryClientProviderProps={{ client: queryClient }}>
      <RouterProvider router={router} />
      <Toaster />
      <ConfirmDialogHost />
    </MercatoProvider>
  )
}
