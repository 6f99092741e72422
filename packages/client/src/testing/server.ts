// A throwaway HTTP server for tests: records every request and lets each test decide the answer.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  /** Path and query string as sent. */
  url: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

export type Handler = (req: RecordedRequest, res: ServerResponse, index: number) => void

export interface TestServer {
  url: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = req.url ?? '/'
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url,
        path: url.split('?')[0] ?? url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      handler(recorded, res, requests.length - 1)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A sleep that does not wait but remembers each requested delay. */
export function recordingSleep() {
  const delays: number[] = []
  const sleep = async (ms: number) => {
    delays.push(ms)
  }
  return { delays, sleep }
}
