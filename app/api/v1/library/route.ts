import { NextResponse } from "next/server";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { hasActiveSubscription } from "@/lib/billing/index.ts";
import { listLibrary, saveSchema, saveToLibrary } from "@/lib/library/index.ts";

export const dynamic = "force-dynamic";

/** GET library?q=: the user's saved passages (newest first), and whether they can save more. */
export const GET = handler(async (req: Request) => {
  const user = await requireUser();
  const search = new URL(req.url).searchParams.get("q") ?? undefined;
  const [items, canSave] = await Promise.all([
    listLibrary({ userId: user.id, search }),
    hasActiveSubscription(user.id),
  ]);
  return NextResponse.json({ items, can_save: canSave });
});

/** POST library `{book, chapter, verses, color, note}`: saves a passage (subscribers; 403 otherwise). */
export const POST = handler(async (req: Request) => {
  assertSameOrigin(req);
  const user = await requireUser();
  const input = await parseJson(req, saveSchema);
  return NextResponse.json(await saveToLibrary({ userId: user.id, input }), { status: 201 });
});
