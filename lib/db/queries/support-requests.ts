import "server-only";
import { getDb } from "../index.ts";
import type { SupportRequest } from "../generated/client.ts";

// Every statement on support_requests (/soporte). A signed-in person's requests hang from their
// account and go with it; a guest's carry only the e-mail they typed.

export type { SupportRequest };

export async function insertSupportRequest({
  request,
}: {
  request: Pick<SupportRequest, "userId" | "email" | "topic" | "message" | "priority">;
}): Promise<SupportRequest> {
  const { prisma } = await getDb();
  return prisma.supportRequest.create({ data: request });
}

/** Records that the operator's e-mail for this request left. */
export async function markSupportRequestMailed({ id, at = new Date() }: { id: string; at?: Date }): Promise<void> {
  const { prisma } = await getDb();
  await prisma.supportRequest.update({ where: { id }, data: { mailedAt: at } });
}

/** One person's requests, oldest first (the account export). */
export async function listSupportRequestsByUser({ userId }: { userId: string }): Promise<SupportRequest[]> {
  const { prisma } = await getDb();
  return prisma.supportRequest.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}
