import { NextResponse } from "next/server";
import { getDb } from "@/lib/db/index.ts";
import { serviceModes } from "@/lib/env.ts";

export const dynamic = "force-dynamic";

/** Readiness: which embedded default or real service each concern uses, and whether the Bible is loaded. */
export async function GET() {
  const services = serviceModes();
  try {
    const db = await getDb();
    const [{ n }] = await db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM verses`);
    return NextResponse.json({ status: "ok", services, bible: { loaded: n > 0, verses: n } });
  } catch (err) {
    console.error("[health] database unavailable", err);
    return NextResponse.json({ status: "error", services, bible: { loaded: false, verses: 0 } }, { status: 503 });
  }
}
