import "server-only";
import { redirect } from "next/navigation";
import { getSessionUser, type SessionUser } from "./session.ts";

/**
 * For server pages of protected routes: the signed-in user, or a redirect to /login. The middleware
 * only sees that a cookie exists; this checks the session row for real.
 */
export async function requirePageUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect("/login");
  return user;
}
