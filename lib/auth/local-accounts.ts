import "server-only";
import { z } from "zod";
import { createLocalUser, findUserCredentials } from "../db/queries/users.ts";
import { AppError } from "../api/errors.ts";
import { captureServerEvent } from "../analytics/server.ts";
import { ipSubject, loginThrottle, signUpThrottle, takeAttempt } from "../quota/throttle.ts";
import {
  hashPassword,
  isCommonPassword,
  verifyPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./password.ts";
import { createDbSession, type NewSession } from "./db-sessions.ts";
import { startEmailVerification } from "./email-verification.ts";

// Local e-mail + password accounts (the embedded default when no hosted provider is configured).
// next-auth v4 refuses credentials sign-in with database sessions, so this module checks the
// argon2id hash itself and creates the session row through next-auth's adapter (db-sessions.ts).

export const emailSchema = z
  .string({ message: "validation:email" })
  .trim()
  .toLowerCase()
  .max(254, "validation:email")
  .pipe(z.email({ message: "validation:email" }));

export const newPasswordSchema = z
  .string({ message: "validation:password_short" })
  .min(PASSWORD_MIN_LENGTH, "validation:password_short")
  .max(PASSWORD_MAX_LENGTH, "validation:password_long")
  .refine((p) => !isCommonPassword(p), "validation:password_common");

const optionalName = z
  .string()
  .trim()
  .max(80, "validation:input")
  .optional()
  .transform((v) => (v ? v : null));

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: z
    .string({ message: "validation:first_name" })
    .trim()
    .min(1, "validation:first_name")
    .max(80, "validation:input"),
  lastName: optionalName,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  // Any non-empty string: a short password simply fails like a wrong one.
  password: z
    .string({ message: "unauthorized:credentials" })
    .min(1, "unauthorized:credentials")
    .max(PASSWORD_MAX_LENGTH, "unauthorized:credentials"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export interface SignedIn extends NewSession {
  userId: string;
}

/**
 * Signs in with e-mail and password. An unknown e-mail and a wrong password fail the same way, in
 * the same time. The attempt is reserved against the e-mail and the client network BEFORE the
 * password is checked (quota/throttle.ts), so simultaneous guesses cannot slip past the limit; a
 * correct password gives the attempt back and forgives the e-mail's earlier failures (the network's
 * stay: it may be guessing others).
 */
export async function signInLocal(input: SignInInput, ip: string): Promise<SignedIn> {
  const attempt = await takeAttempt(loginThrottle(), { email: input.email, ip: ipSubject(ip) });
  const user = await findUserCredentials({ email: input.email });
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError("unauthorized:credentials");
  await attempt.release();
  await attempt.clear("email");
  return { userId: user.id, ...(await createDbSession(user.id)) };
}

/**
 * Creates an account and signs it in. Sign-ups are throttled per client network (IPv6 by /64). A
 * taken e-mail is answered with a generic sentence ("No pudimos crear la cuenta con esos datos. Si
 * ya tienes una cuenta, inicia sesión."), except when the password given is that account's own: then
 * the person simply is signed in. Tries on a taken e-mail count like sign-in attempts, so sign-up
 * cannot be used to test passwords faster than sign-in allows.
 */
export async function signUpLocal(
  input: SignUpInput,
  ip: string,
  opts: { baseUrl?: string } = {},
): Promise<SignedIn & { created: boolean; verification?: Promise<void> }> {
  await takeAttempt(signUpThrottle(), { ip: ipSubject(ip) });
  const existing = await findUserCredentials({ email: input.email });
  if (existing) return signInExisting(existing, input, ip);

  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await createLocalUser({
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      name: [input.firstName, input.lastName].filter(Boolean).join(" "),
    });
  } catch (err) {
    // Two sign-ups for one e-mail at the same moment: the unique index lets one through.
    if (isUniqueViolation(err)) throw new AppError("conflict:email_taken");
    throw err;
  }
  await captureServerEvent(userId, "Signup", { method: "local" });
  const session = await createDbSession(userId);
  // The confirmation link leaves after the answer; the account works at once (its first day).
  const verification = opts.baseUrl ? startEmailVerification({ userId, baseUrl: opts.baseUrl }) : undefined;
  return { userId, created: true, verification, ...session };
}

async function signInExisting(
  existing: { id: string; passwordHash: string | null },
  input: SignUpInput,
  ip: string,
): Promise<SignedIn & { created: boolean }> {
  const attempt = await takeAttempt(loginThrottle(), { email: input.email, ip: ipSubject(ip) });
  if (!(await verifyPassword(existing.passwordHash, input.password))) throw new AppError("conflict:email_taken");
  await attempt.release();
  await attempt.clear("email");
  return { userId: existing.id, created: false, ...(await createDbSession(existing.id)) };
}

function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; message?: unknown };
  return e.code === "P2002" || (typeof e.message === "string" && /unique constraint/i.test(e.message));
}
