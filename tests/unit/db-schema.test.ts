import { describe, expect, it } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { applyMigrations, listMigrations } from "../../lib/db/migrate.ts";

const kind = TEST_DB_KIND;

describe(`schema.prisma and migrations agree (${kind})`, () => {
  const testDb = withTestDb();

  it("records migrations like Prisma and is idempotent", async () => {
    const rows = await testDb.db.raw.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name`,
    );
    const files = listMigrations();
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    expect(rows.map((r) => r.checksum)).toEqual(files.map((f) => f.checksum));
    expect(rows.every((r) => r.finished_at)).toBe(true);
    expect(await applyMigrations(testDb.db.raw)).toEqual([]);
  });

  it("every model can be written and read through the client", async () => {
    const p = testDb.db.prisma;
    const user = await p.user.create({
      data: {
        email: `a-${kind}@example.com`,
        firstName: "Ana",
        lastName: "López",
        image: "https://x/y.png",
        passwordHash: "h",
      },
    });
    await p.account.create({
      data: {
        userId: user.id,
        type: "oidc",
        provider: "oidc",
        providerAccountId: "sub-1",
        access_token: "t",
        expires_at: 1,
        id_token: "i",
        scope: "openid",
        token_type: "bearer",
        refresh_token: "r",
        session_state: "s",
      },
    });
    await p.session.create({ data: { userId: user.id, sessionToken: "tok", expires: new Date(Date.now() + 1e6) } });
    await p.verificationToken.create({ data: { identifier: "a", token: "b", expires: new Date() } });
    const thread = await p.conversation.create({ data: { userId: user.id, title: "Juan 3:16" } });
    await p.chatMessage.create({
      data: {
        userId: user.id,
        conversationId: thread.id,
        sender: "bot",
        text: "Hola",
        citations: [{ reference: "Juan 3:16", text: "…" }],
      },
    });
    await p.guestTurn.create({
      data: {
        guestId: "7b0c8f1e-3d2a-4c5b-9e6f-0a1b2c3d4e5f",
        demoKey: "k",
        question: "¿Qué dice Juan 3:16?",
        answer: "Porque de tal manera…",
        citations: [{ reference: "Juan 3:16", text: "…" }],
        expiresAt: new Date(Date.now() + 1e6),
      },
    });
    await p.usageCounter.create({ data: { key: "k", count: 1, expiresAt: new Date() } });
    await p.subscription.create({
      data: {
        userId: user.id,
        status: "active",
        stripeCustomerId: "cus_1",
        stripeSubscriptionId: "sub_1",
        priceId: "price_1",
        plan: "monthly",
        currentPeriodEnd: new Date(),
        lastEventAt: new Date(),
      },
    });
    await p.processedWebhookEvent.create({ data: { id: "evt_1", type: "checkout.session.completed" } });
    await p.verse.create({
      data: {
        id: 43003016,
        bookOrder: 43,
        osis: "John",
        chapter: 3,
        verse: 16,
        text: "Porque de tal manera amó Dios al mundo",
        searchText: "porque de tal manera amo dios al mundo",
      },
    });
    await p.appMeta.create({ data: { key: "x", value: "y" } });
    await p.libraryItem.create({
      data: {
        userId: user.id,
        bookOsis: "John",
        chapter: 3,
        verses: "16",
        reference: "Juan 3:16",
        text: "Porque de tal manera…",
        color: "amarillo",
        note: "n",
      },
    });
    await p.supportRequest.create({
      data: { userId: user.id, email: "a@example.com", topic: "cuenta", message: "Ayuda, por favor", priority: true },
    });
    await p.supportRequest.create({ data: { email: "visita@example.com", topic: "otro", message: "Hola a todos" } });
    await p.dailyReflection.create({
      data: {
        userId: user.id,
        day: "2026-11-25",
        reference: "Juan 3:16",
        passageText: "Porque de tal manera…",
        text: "Hoy…",
        source: "season",
        engine: "builtin",
      },
    });
    await p.reflectionMail.create({ data: { userId: user.id, day: "2026-11-25" } });
    await p.user.update({ where: { id: user.id }, data: { analyticsOptOut: true, reflectionMail: true } });

    await p.accountToken.create({
      data: { userId: user.id, purpose: "verify_email", tokenHash: "h1", email: user.email, expiresAt: new Date() },
    });
    await p.retainedSubscription.create({
      data: { stripeSubscriptionId: "sub_gone", status: "canceled", provider: "stripe", subscribedAt: new Date() },
    });
    expect((await p.session.findFirstOrThrow()).createdAt).toBeInstanceOf(Date);
    expect((await p.retainedSubscription.findFirstOrThrow()).accountDeletedAt).toBeInstanceOf(Date);

    const full = await p.user.findUniqueOrThrow({
      where: { id: user.id },
      include: { accounts: true, sessions: true, messages: true, subscription: true },
    });
    expect(full.firstName).toBe("Ana");
    expect(full.analyticsOptOut && full.reflectionMail).toBe(true);
    expect(full.accounts[0].providerAccountId).toBe("sub-1");
    expect(full.sessions[0].sessionToken).toBe("tok");
    expect(full.messages[0].citations).toEqual([{ reference: "Juan 3:16", text: "…" }]);
    expect(full.messages[0].status).toBe("ok");
    expect(full.subscription?.cancelAtPeriodEnd).toBe(false);
    expect((await p.verificationToken.findFirstOrThrow()).token).toBe("b");
    expect((await p.usageCounter.findUniqueOrThrow({ where: { key: "k" } })).count).toBe(1);
    expect((await p.processedWebhookEvent.findUniqueOrThrow({ where: { id: "evt_1" } })).type).toContain("checkout");
    expect(
      (await p.verse.findUniqueOrThrow({ where: { osis_chapter_verse: { osis: "John", chapter: 3, verse: 16 } } })).id,
    ).toBe(43003016);
    expect((await p.appMeta.findUniqueOrThrow({ where: { key: "x" } })).value).toBe("y");
    // The generated tsvector column is filled by the database itself.
    const [{ tsv }] = await testDb.db.raw.query<{ tsv: string }>(
      `SELECT tsv::text AS tsv FROM verses WHERE id = 43003016`,
    );
    expect(tsv).toContain("mund");
    // Deleting a user removes what hangs from it.
    await p.user.delete({ where: { id: user.id } });
    expect(await p.chatMessage.count()).toBe(0);
    expect(await p.conversation.count()).toBe(0);
    expect(await p.libraryItem.count()).toBe(0);
    expect((await p.guestTurn.findFirstOrThrow()).question).toBe("¿Qué dice Juan 3:16?");
    expect(await p.dailyReflection.count()).toBe(0);
    expect(await p.reflectionMail.count()).toBe(0);
    // A guest's support request has no account to go with.
    expect((await p.supportRequest.findMany()).map((r) => r.email)).toEqual(["visita@example.com"]);
    expect(await p.accountToken.count()).toBe(0);
    // What billing law keeps does not hang from the user.
    expect(await p.retainedSubscription.count()).toBe(1);
  });
});
