import "server-only";
import type { Session, User } from "../generated/client.ts";
import { getDb } from "../index.ts";
import { sqlFor, type Sql } from "../executor.ts";

// The sessions table (next-auth's database sessions).

/** Creates a session row, as next-auth's Prisma adapter does. */
export async function createSession({
  sessionToken,
  userId,
  expires,
}: Pick<Session, "sessionToken" | "userId" | "expires">): Promise<void> {
  const { prisma } = await getDb();
  await prisma.session.create({ data: { sessionToken, userId, expires } });
}

/** Deletes the session row; a missing one is not an error (signing out twice, from two tabs). */
export async function deleteSession({ sessionToken }: { sessionToken: string }): Promise<void> {
  const { prisma } = await getDb();
  await prisma.session.deleteMany({ where: { sessionToken } });
}

/** Whose session this is, expired or not; null when there is no such row. */
export async function sessionOwner({ sessionToken }: { sessionToken: string }): Promise<string | null> {
  const { prisma } = await getDb();
  const row = await prisma.session.findUnique({ where: { sessionToken }, select: { userId: true } });
  return row?.userId ?? null;
}

export type SessionUserRow = Pick<User, "id" | "email" | "firstName" | "lastName" | "image"> & Pick<Session, "expires">;

/**
 * The session's user and expiry, in one statement on the session_token index joining the user: every
 * signed-in request starts here, and Prisma's `findUnique({include: {user}})` took two round trips
 * plus its own mapping (bench/chat-http.ts).
 */
export async function sessionUser({
  sessionToken,
  sql,
}: {
  sessionToken: string;
  sql?: Sql;
}): Promise<SessionUserRow | null> {
  const [row] = await (
    await sqlFor(sql)
  ).query<{
    id: string;
    email: string | null;
    first_name: string | null;
    last_name: string | null;
    image: string | null;
    expires: Date | string;
  }>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.image, s.expires
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.session_token = $1`,
    [sessionToken],
    // Every signed-in request runs it: prepared once per connection, it is not planned each time.
    { name: "session_user" },
  );
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    image: row.image,
    expires: new Date(row.expires),
  };
}
