import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptionsFor } from "@/lib/auth/options.ts";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

// The options are built per process on first use (the secret may come from the database), so the
// handler is created per request instead of at module load.
async function auth(req: NextRequest, ctx: Context): Promise<Response> {
  return NextAuth(req, ctx, await authOptionsFor(req.headers)) as Promise<Response>;
}

export { auth as GET, auth as POST };
