import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/** Liveness without touching the database; also the benchmarks' baseline "trivial route handler". */
export function GET() {
  return NextResponse.json({ ok: true });
}
