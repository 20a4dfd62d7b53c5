import { describe, expect, it, onTestFinished, vi } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import type { SessionUser } from "../../lib/auth/session.ts";
import { cancelDemoSubscription, confirmDemoCheckout, demoSubscription } from "../../lib/billing/demo.ts";
import {
  editLibraryItem,
  exportLibraryMarkdown,
  getLibraryItem,
  listLibrary,
  removeLibraryItem,
  saveSchema,
  saveToLibrary,
} from "../../lib/library/index.ts";

let seq = 0;

const testDb = withTestDb({ env: { STRIPE_SECRET_KEY: undefined } });

async function newUser(): Promise<SessionUser> {
  const email = `lib${++seq}@example.com`;
  const u = await testDb.db.prisma.user.create({ data: { email } });
  return { id: u.id, email, first_name: "Ana", last_name: null, profile_picture_url: null };
}

const input = (over: Record<string, unknown> = {}) =>
  saveSchema.parse({
    book: "juan",
    chapter: 3,
    verses: "16-17",
    color: "amarillo",
    note: "Para el estudio del martes",
    ...over,
  });

describe(`Mi biblioteca (${TEST_DB_KIND})`, () => {
  it("saves a passage for a subscriber with the Bible's text, lists, searches and exports it", async () => {
    const user = await newUser();
    await confirmDemoCheckout(user, "monthly");
    const item = await saveToLibrary({ userId: user.id, input: input() });
    expect(item).toMatchObject({
      reference: "Juan 3:16-17",
      book: "John",
      chapter: 3,
      verses: "16-17",
      color: "amarillo",
      href: "/biblia/juan/3#v16",
    });
    expect(item.text).toMatch(/^Porque de tal manera amó Dios al mundo.*Porque no envió Dios/);
    await saveToLibrary({
      userId: user.id,
      input: input({ book: "salmos", chapter: 23, verses: "1", color: "verde", note: "" }),
    });

    expect((await listLibrary({ userId: user.id })).map((i) => i.reference)).toEqual(["Salmos 23:1", "Juan 3:16-17"]);
    expect((await listLibrary({ userId: user.id, search: "MARTES" })).map((i) => i.reference)).toEqual([
      "Juan 3:16-17",
    ]);
    expect((await listLibrary({ userId: user.id, search: "pastor" })).map((i) => i.reference)).toEqual(["Salmos 23:1"]);

    const md = await exportLibraryMarkdown({ userId: user.id, productName: "Berea" });
    expect(md).toContain("## Juan 3:16-17\n\n> Porque de tal manera amó Dios al mundo");
    expect(md).toContain("- Nota: Para el estudio del martes");
    expect(md).toContain("2 pasajes");
  });

  it("refuses passages that do not exist and free users", async () => {
    const sub = await newUser();
    await confirmDemoCheckout(sub, "monthly");
    await expect(saveToLibrary({ userId: sub.id, input: input({ verses: "99" }) })).rejects.toMatchObject({
      code: "validation:passage",
    });
    await expect(saveToLibrary({ userId: sub.id, input: input({ book: "juann" }) })).rejects.toMatchObject({
      code: "validation:passage",
    });
    const free = await newUser();
    await expect(saveToLibrary({ userId: free.id, input: input() })).rejects.toMatchObject({
      code: "forbidden:subscription",
      status: 403,
    });
    expect(() => saveSchema.parse({ book: "juan", chapter: 3, verses: "16", color: "morado" })).toThrow();
  });

  it("is owner-only: another user gets 403, an unknown id 404", async () => {
    const owner = await newUser();
    await confirmDemoCheckout(owner, "annual");
    const other = await newUser();
    await confirmDemoCheckout(other, "annual");
    const item = await saveToLibrary({ userId: owner.id, input: input() });
    await expect(getLibraryItem({ userId: other.id, id: item.id })).rejects.toMatchObject({
      code: "forbidden:user",
      status: 403,
    });
    await expect(editLibraryItem({ userId: other.id, id: item.id, changes: { note: "x" } })).rejects.toMatchObject({
      status: 403,
    });
    await expect(removeLibraryItem({ userId: other.id, id: item.id })).rejects.toMatchObject({ status: 403 });
    await expect(getLibraryItem({ userId: owner.id, id: "nope" })).rejects.toMatchObject({
      code: "not_found:library_item",
    });
    expect(await listLibrary({ userId: other.id })).toEqual([]);
    expect((await getLibraryItem({ userId: owner.id, id: item.id })).note).toBe("Para el estudio del martes");
  });

  it("keeps read access after the subscription ends; saving and editing need it again", async () => {
    const user = await newUser();
    await confirmDemoCheckout(user, "monthly");
    const item = await saveToLibrary({ userId: user.id, input: input() });
    expect((await editLibraryItem({ userId: user.id, id: item.id, changes: { color: "azul" } })).color).toBe("azul");
    await cancelDemoSubscription(user);
    // A cancelled subscription pays until its period ends (as Stripe's portal does); then it ends.
    const end = new Date((await demoSubscription(user.id))!.currentPeriodEnd!);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(end.getTime() + 86_400_000));
    onTestFinished(() => void vi.useRealTimers());
    expect((await listLibrary({ userId: user.id })).map((i) => i.id)).toEqual([item.id]);
    expect((await getLibraryItem({ userId: user.id, id: item.id })).color).toBe("azul");
    expect(await exportLibraryMarkdown({ userId: user.id, productName: "Berea" })).toContain("Juan 3:16-17");
    await expect(saveToLibrary({ userId: user.id, input: input() })).rejects.toMatchObject({
      code: "forbidden:subscription",
    });
    await expect(editLibraryItem({ userId: user.id, id: item.id, changes: { note: "y" } })).rejects.toMatchObject({
      code: "forbidden:subscription",
    });
    await removeLibraryItem({ userId: user.id, id: item.id });
    expect(await listLibrary({ userId: user.id })).toEqual([]);
  });
});
