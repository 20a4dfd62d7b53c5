import "server-only";
import { randomBytes } from "node:crypto";
import { serverEnv } from "../env.ts";
import { insertMetaIfAbsent, readMeta } from "../db/queries/meta.ts";

// The installation's secret. next-auth needs one (CSRF tokens, the encrypted state/PKCE cookies of the OIDC flow). When
// NEXTAUTH_SECRET is not set (the embedded default), one is generated on first use and kept in the
// berea_meta table, so it survives restarts and every instance sharing the database uses the same
// one. INSERT ... ON CONFLICT DO NOTHING makes concurrent first starts agree on a single value.
const META_KEY = "nextauth_secret";

let cached: Promise<string> | undefined;

async function loadOrCreate(): Promise<string> {
  await insertMetaIfAbsent({ key: META_KEY, value: randomBytes(32).toString("base64url") });
  const value = await readMeta({ key: META_KEY });
  if (!value) throw new Error("could not persist the generated NEXTAUTH_SECRET");
  return value;
}

export function authSecret(): Promise<string> {
  const fromEnv = serverEnv().NEXTAUTH_SECRET;
  if (fromEnv) return Promise.resolve(fromEnv);
  cached ??= loadOrCreate().catch((err) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

/** Only for tests that swap databases. */
export function resetAuthSecretCache(): void {
  cached = undefined;
}
