import { NextResponse } from "next/server";
import { getDb } from "@/lib/db/index.ts";
import { countVerses } from "@/lib/db/queries/verses.ts";
import { serviceModes } from "@/lib/env.ts";
import { ensureBible } from "@/lib/scripture/bible-loader.ts";

export const dynamic = "force-dynamic";

/** Readiness: which embedded default or real service each concern uses, and whether the Bible is loaded. */
export async function GET() {
  const services = serviceModes();
  try {
    // A start-up whose Bible load failed (database down at boot) is retried here.
    await ensureBible(await getDb());
    const n = await countVerses();
    return NextResponse.json({ status: "ok", services, bible: { loaded: n > 0, verses: n } });
  } catch (err) {
    console.error("[health] database unavailable", err);
    return NextResponse.json({ status: "error", services, bible: { loaded: false, verses: 0 } }, { status: 503 });
  }
}
