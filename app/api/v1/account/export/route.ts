import { handler } from "@/lib/api/respond.ts";
import { AppError } from "@/lib/api/errors.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { exportAccountData, exportFileName } from "@/lib/account/export.ts";

export const dynamic = "force-dynamic";

/** GET account/export: 'Descargar mis datos', a JSON file with everything kept about the signed-in person. */
export const GET = handler(async () => {
  const user = await requireUser();
  const now = new Date();
  const data = await exportAccountData({ userId: user.id, now });
  if (!data) throw new AppError("unauthorized:auth");
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
});
