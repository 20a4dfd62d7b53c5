import "server-only";
import { cookies, headers } from "next/headers";
import { sessionUser } from "../db/queries/sessions.ts";
import { AppError } from "../api/errors.ts";
import { readSessionToken } from "./session-cookie.ts";
import { secureCookiesFor } from "./site.ts";

export interface SessionUser {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
}

/** The user a session token belongs to, or null when the row is missing or expired. */
export async function sessionUserByToken(token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const row = await sessionUser({ sessionToken: token });
  if (!row || row.expires.getTime() <= Date.now()) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
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
