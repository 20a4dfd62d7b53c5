import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { handler } from "@/lib/api/respond.ts";
import { loginUrl } from "@/lib/auth/login-url.ts";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  isSignUp: z
    .string()
    .optional()
    .transform((v) => v === "true"),
  // A malformed hint is dropped rather than refused: it only pre-fills a form.
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .catch(undefined)
    .transform((v) => (v && z.email().safeParse(v).success ? v : undefined)),
});

/** GET ?isSignUp=true&email= → {auth_url}; 503 upstream:auth_provider when the hosted provider is down. */
export const GET = handler(async (req: NextRequest) => {
  const q = querySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const auth_url = await loginUrl({ isSignUp: q.isSignUp, email: q.email });
  return NextResponse.json({ auth_url }, { headers: { "cache-control": "no-store" } });
});
