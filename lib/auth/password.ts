import "server-only";
import { hash, verify } from "@node-rs/argon2";
import commonPasswords from "../../data/passwords/common.json";

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to
// argon2id; the parameters are spelled out so a library upgrade cannot silently weaken them.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules.ts";

// ASVS 2.1.7: not one of the passwords attackers try first (data/passwords/common.json, shipped
// with the project; compared without regard to case).
const COMMON = new Set<string>(commonPasswords);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so both failures take the same time and the response
// time does not reveal which e-mails are registered.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("berea-timing-equalizer");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
