import "server-only";
import type { Account } from "../generated/client.ts";
import { getDb } from "../index.ts";

// The accounts table: a user's link to a hosted sign-in provider (written by next-auth's adapter).

/** The user's link to `provider`, with the id token its logout endpoint wants; null when none. */
export async function findProviderAccount({
  userId,
  provider,
}: {
  userId: string;
  provider: string;
}): Promise<Pick<Account, "id_token"> | null> {
  const { prisma } = await getDb();
  return prisma.account.findFirst({ where: { userId, provider }, select: { id_token: true } });
}
