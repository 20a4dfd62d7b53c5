import { cookies, headers } from "next/headers";
import { getDb } from "../db/index.ts";
import { AppError } from "../api/errors.ts";
import { readSessionToken } from "./session-cookie.ts";
import { secureCookiesFor } from "./site.ts";

// next-auth v4's database-session cookie; the __Secure- variant is used when the site runs on https.
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

export interface SessionUser {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
}

interface SessionUserRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  expires: Date | string;
}

/**
 * The user a session token belongs to, or null when the row is missing or expired. One statement on
 * the session_token index joining the user: every signed-in request starts here, and Prisma's
 * `findUnique({include: {user}})` took two round trips plus its own mapping (bench/chat-http.ts).
 */
export async function sessionUserByToken(token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const { raw } = await getDb();
  const [row] = await raw.query<SessionUserRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.image, s.expires
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.session_token = $1`,
    [token],
  );
  if (!row || new Date(row.expires).getTime() <= Date.now()) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_picture_url: row.image,
  };
}

/** The session cookie's token for this request, for reads that check the session in their own SQL. */
export async function requestSessionToken(): Promise<string | undefined> {
  return readSessionToken(await cookies(), secureCookiesFor(await headers()));
}

/** The signed-in user for this request, read from the database session row; null when signed out. */
export async function getSessionUser(): Promise<SessionUser | null> {
  return sessionUserByToken(await requestSessionToken());
}

/** Like getSessionUser, but a signed-out caller is a 401. */
export async function requireUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new AppError("unauthorized:auth");
  return user;
}

/** Ownership check: user B never reads user A's data. */
export function assertSameUser(user: SessionUser, userId: string | null | undefined): void {
  if (userId !== user.id) throw new AppError("forbidden:user");
}
