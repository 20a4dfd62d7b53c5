import { NextResponse } from "next/server";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { editLibraryItem, getLibraryItem, removeLibraryItem, updateSchema } from "@/lib/library/index.ts";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** GET library/{id}: one saved passage; 403 when it is another user's, 404 when it does not exist. */
export const GET = handler(async (_req: Request, ctx: Ctx) => {
  const user = await requireUser();
  return NextResponse.json(await getLibraryItem({ userId: user.id, id: (await ctx.params).id }));
});

/** PATCH library/{id} `{color?, note?}` (subscribers). */
export const PATCH = handler(async (req: Request, ctx: Ctx) => {
  assertSameOrigin(req);
  const user = await requireUser();
  const changes = await parseJson(req, updateSchema);
  return NextResponse.json(await editLibraryItem({ userId: user.id, id: (await ctx.params).id, changes }));
});

/** DELETE library/{id}: always allowed for the owner, subscribed or not. */
export const DELETE = handler(async (req: Request, ctx: Ctx) => {
  assertSameOrigin(req);
  const user = await requireUser();
  await removeLibraryItem({ userId: user.id, id: (await ctx.params).id });
  return new NextResponse(null, { status: 204 });
});
