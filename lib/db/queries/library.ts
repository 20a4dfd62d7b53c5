import "server-only";
import { getDb } from "../index.ts";
import type { LibraryItem } from "../generated/client.ts";

// Every statement on library_items (Mi biblioteca). Ownership is part of each statement's filter:
// a row is only ever read or changed together with its owner's id.

export type { LibraryItem };

export async function insertLibraryItem({
  userId,
  item,
}: {
  userId: string;
  item: Pick<LibraryItem, "bookOsis" | "chapter" | "verses" | "reference" | "text" | "color" | "note">;
}): Promise<LibraryItem> {
  const db = await getDb();
  return db.prisma.libraryItem.create({ data: { userId, ...item } });
}

/** The item with this id, whoever owns it (the caller decides between 404 and 403). */
export async function findLibraryItem({ id }: { id: string }): Promise<LibraryItem | null> {
  const db = await getDb();
  return db.prisma.libraryItem.findUnique({ where: { id } });
}

/** The owner's items, newest first; `search` matches the reference, the text or the note (accents as typed). */
export async function listLibraryItems({
  userId,
  search,
  limit = 500,
}: {
  userId: string;
  search?: string;
  limit?: number;
}): Promise<LibraryItem[]> {
  const db = await getDb();
  const q = search?.trim();
  return db.prisma.libraryItem.findMany({
    where: {
      userId,
      ...(q
        ? {
            OR: [
              { reference: { contains: q, mode: "insensitive" } },
              { text: { contains: q, mode: "insensitive" } },
              { note: { contains: q, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
}

export async function updateLibraryItem({
  id,
  userId,
  changes,
}: {
  id: string;
  userId: string;
  changes: Partial<Pick<LibraryItem, "color" | "note">>;
}): Promise<LibraryItem | null> {
  const db = await getDb();
  const { count } = await db.prisma.libraryItem.updateMany({ where: { id, userId }, data: changes });
  return count ? db.prisma.libraryItem.findUnique({ where: { id } }) : null;
}

export async function deleteLibraryItem({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.prisma.libraryItem.deleteMany({ where: { id, userId } });
  return count > 0;
}
