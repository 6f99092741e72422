import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

let evaluations = 0

/**
 * How many password hashes this process has evaluated. argon2 is the costliest work a request can
 * ask of the server, so sign-in limits are judged by how many evaluations an attack gets.
 */
export const passwordEvaluations = () => evaluations

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false
  evaluations++
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
