import { handler } from "@/lib/api/respond.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { exportLibraryMarkdown } from "@/lib/library/index.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";

export const dynamic = "force-dynamic";

/** GET library/export: Mi biblioteca as a Markdown file (also after the subscription ended). */
export const GET = handler(async () => {
  const user = await requireUser();
  const markdown = await exportLibraryMarkdown({ userId: user.id, productName: PRODUCT_NAME });
  return new Response(markdown, {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": 'attachment; filename="mi-biblioteca.md"',
      "Cache-Control": "no-store",
    },
  });
});
