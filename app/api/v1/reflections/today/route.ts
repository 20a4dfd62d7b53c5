import { handler, privateJson } from "@/lib/api/respond.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { reflectionCard } from "@/lib/reflections/index.ts";

export const dynamic = "force-dynamic";

/** GET reflections/today: the subscriber's 'Reflexión de hoy' and e-mail choice, or a free account's sample. */
export const GET = handler(async () => {
  const user = await requireUser();
  return privateJson(await reflectionCard({ userId: user.id }));
});
