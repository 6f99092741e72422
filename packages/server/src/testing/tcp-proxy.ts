import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net'

/**
 * A TCP relay between the server and its database, so a test can do to the server what a database
 * restart does without restarting a PostgreSQL that others share: drop every open connection, then
 * refuse new ones for a while, then accept them again.
 */
export class TcpProxy {
  private readonly open = new Set<Socket>()
  private down = false
  /** Connections refused while down (each a reconnect attempt by the pool). */
  refused = 0

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined
    const server = createServer((client) => proxy!.relay(client, targetHost, targetPort))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    proxy = new TcpProxy(server, (server.address() as AddressInfo).port)
    return proxy
  }

  private relay(client: Socket, host: string, port: number) {
    if (this.down) {
      this.refused++
      client.destroy()
      return
    }
    const upstream = connect(port, host)
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.open.add(a)
      a.pipe(b)
      a.on('error', () => b.destroy())
      a.on('close', () => {
        this.open.delete(a)
        b.destroy()
      })
    }
  }

  /** Drops every open connection at once, as a database restart or failover does. */
  cut() {
    for (const s of this.open) s.destroy()
    this.open.clear()
  }

  /** While down, open connections are dropped and new ones closed as soon as they arrive. */
  setDown(down: boolean) {
    this.down = down
    if (down) this.cut()
  }

  async close() {
    this.cut()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}
