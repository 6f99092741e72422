/**
 * PostgreSQL frontend messages (type byte, length, body) written into one reusable buffer: what
 * `bytes()` returns is valid until the next `reset()`.
 */
export class MessageWriter {
  private buf = Buffer.allocUnsafe(16 * 1024)
  private pos = 0
  private start = 0

  reset() {
    this.pos = 0
    return this
  }

  begin(code: number) {
    this.ensure(5)
    this.buf[this.pos] = code
    this.start = this.pos + 1
    this.pos += 5
    return this
  }

  end() {
    this.buf.writeInt32BE(this.pos - this.start, this.start)
    return this
  }

  byte(b: number) {
    this.ensure(1)
    this.buf[this.pos++] = b
    return this
  }

  int16(n: number) {
    this.ensure(2)
    this.pos = this.buf.writeInt16BE(n, this.pos)
    return this
  }

  int32(n: number) {
    this.ensure(4)
    this.pos = this.buf.writeInt32BE(n, this.pos)
    return this
  }

  cstring(s: string) {
    this.ensure(Buffer.byteLength(s) + 1)
    this.pos += this.buf.write(s, this.pos, 'utf8')
    this.buf[this.pos++] = 0
    return this
  }

  lengthPrefixed(s: string) {
    const n = Buffer.byteLength(s)
    this.ensure(n + 4)
    this.pos = this.buf.writeInt32BE(n, this.pos)
    this.pos += this.buf.write(s, this.pos, 'utf8')
    return this
  }

  bytes() {
    return this.buf.subarray(0, this.pos)
  }

  private ensure(n: number) {
    if (this.pos + n <= this.buf.length) return
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n))
    this.buf.copy(next, 0, 0, this.pos)
    this.buf = next
  }
}
