import "server-only";
import type { User } from "../generated/client.ts";
import { getDb } from "../index.ts";
import { sqlFor, type Sql } from "../executor.ts";

// The users table, outside next-auth's adapter (auth-adapter.ts).

/** The account a local sign-in checks: its id and password hash (null for OIDC-only accounts). */
export async function findUserCredentials({
  email,
}: {
  email: string;
}): Promise<Pick<User, "id" | "passwordHash"> | null> {
  const { prisma } = await getDb();
  return prisma.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
}

/** Creates a local account; throws Prisma's unique-constraint error (P2002) when the e-mail is taken. */
export async function createLocalUser(
  data: Pick<User, "email" | "passwordHash" | "firstName" | "lastName" | "name">,
): Promise<string> {
  const { prisma } = await getDb();
  const user = await prisma.user.create({ data, select: { id: true } });
  return user.id;
}

export async function userExists({ userId, sql }: { userId: string; sql?: Sql }): Promise<boolean> {
  const rows = await (await sqlFor(sql)).query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
  return rows.length > 0;
}
