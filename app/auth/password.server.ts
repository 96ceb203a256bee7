import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane. */
const options = { algorithm: 2 as const, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string) {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string) {
  return verify(passwordHash, password);
}
