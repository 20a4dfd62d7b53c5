import "server-only";
import { z } from "zod";
import { HIGHLIGHT_COLOR_IDS } from "../../content/highlight-colors.ts";
import { AppError } from "../api/errors.ts";
import { hasActiveSubscription } from "../billing/index.ts";
import {
  deleteLibraryItem,
  findLibraryItem,
  insertLibraryItem,
  listLibraryItems,
  updateLibraryItem,
  type LibraryItem,
} from "../db/queries/library.ts";
import { versePath } from "../scripture/reader/paths.ts";
import { sharedSelection } from "../scripture/reader/shared-selection.ts";
import { NOTE_MAX } from "./limits.ts";

// Mi biblioteca: what a subscriber saves from the reader. Saving and editing need an active
// subscription (read through lib/billing); reading, exporting and deleting one's own items do not,
// so a subscription that ends never takes away what was saved. Items belong to one user: another
// user's id is a 403. The saved text comes from the Bible data, never from the request.

export const saveSchema = z.object({
  book: z.string().min(1).max(40),
  chapter: z.coerce.number().int().min(1).max(150),
  verses: z.string().min(1).max(60),
  color: z.enum(HIGHLIGHT_COLOR_IDS),
  note: z.string().max(NOTE_MAX).default(""),
});

export const updateSchema = z
  .object({ color: z.enum(HIGHLIGHT_COLOR_IDS).optional(), note: z.string().max(NOTE_MAX).optional() })
  .refine((v) => v.color !== undefined || v.note !== undefined);

export interface ApiLibraryItem {
  id: string;
  reference: string;
  book: string;
  chapter: number;
  verses: string;
  text: string;
  color: string;
  note: string;
  href: string;
  created_at: string;
  updated_at: string;
}

export function toApiItem(row: LibraryItem): ApiLibraryItem {
  const first = Number(row.verses.split(/[-,]/)[0]);
  const name = row.reference.replace(/\s+\d+(:.*)?$/, "");
  return {
    id: row.id,
    reference: row.reference,
    book: row.bookOsis,
    chapter: row.chapter,
    verses: row.verses,
    text: row.text,
    color: row.color,
    note: row.note,
    href: versePath({ name }, row.chapter, first || undefined),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function requireSubscriber(userId: string): Promise<void> {
  if (!(await hasActiveSubscription(userId))) throw new AppError("forbidden:subscription");
}

export async function saveToLibrary({
  userId,
  input,
}: {
  userId: string;
  input: z.infer<typeof saveSchema>;
}): Promise<ApiLibraryItem> {
  await requireSubscriber(userId);
  const s = sharedSelection(input.book, String(input.chapter), input.verses);
  if (!s) throw new AppError("validation:passage");
  const row = await insertLibraryItem({
    userId,
    item: {
      bookOsis: s.book.osis,
      chapter: s.chapter,
      verses: s.list,
      reference: s.reference,
      text: s.text,
      color: input.color,
      note: input.note.trim(),
    },
  });
  return toApiItem(row);
}

export async function listLibrary({ userId, search }: { userId: string; search?: string }): Promise<ApiLibraryItem[]> {
  return (await listLibraryItems({ userId, search: search?.slice(0, 200) })).map(toApiItem);
}

/** The item, when it is the user's: 404 when it does not exist, 403 when it is someone else's. */
async function ownItem(userId: string, id: string): Promise<LibraryItem> {
  const row = await findLibraryItem({ id });
  if (!row) throw new AppError("not_found:library_item");
  if (row.userId !== userId) throw new AppError("forbidden:user");
  return row;
}

export async function getLibraryItem({ userId, id }: { userId: string; id: string }): Promise<ApiLibraryItem> {
  return toApiItem(await ownItem(userId, id));
}

export async function editLibraryItem({
  userId,
  id,
  changes,
}: {
  userId: string;
  id: string;
  changes: z.infer<typeof updateSchema>;
}): Promise<ApiLibraryItem> {
  await ownItem(userId, id);
  await requireSubscriber(userId);
  const row = await updateLibraryItem({ id, userId, changes: { ...changes, note: changes.note?.trim() } });
  if (!row) throw new AppError("not_found:library_item");
  return toApiItem(row);
}

export async function removeLibraryItem({ userId, id }: { userId: string; id: string }): Promise<void> {
  await ownItem(userId, id);
  await deleteLibraryItem({ id, userId });
}

/** Mi biblioteca as Markdown: each passage quoted with its reference, colour and note. */
export async function exportLibraryMarkdown({
  userId,
  productName,
}: {
  userId: string;
  productName: string;
}): Promise<string> {
  const items = await listLibrary({ userId });
  const out = [
    `# Mi biblioteca — ${productName}`,
    "",
    `Reina-Valera 1909 · ${items.length} ${items.length === 1 ? "pasaje" : "pasajes"}`,
  ];
  for (const item of items) {
    out.push("", `## ${item.reference}`, "", `> ${item.text}`, "", `- Color: ${item.color}`);
    if (item.note) out.push(`- Nota: ${item.note.replace(/\s*\n\s*/g, " ")}`);
    out.push(`- Guardado: ${item.created_at.slice(0, 10)}`);
  }
  return `${out.join("\n")}\n`;
}
