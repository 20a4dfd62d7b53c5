import { beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import type { Database } from "../../lib/db/open-database.ts";
import { AppError } from "../../lib/api/errors.ts";
import { sessionUserByToken } from "../../lib/auth/session.ts";
import { listHistory, listHistoryForSession } from "../../lib/chat/messages.ts";
import { createThread, createUserWithSession, type TestUser } from "./chat-helpers.ts";

// The session reads made fast for bench/chat-http.ts (one SQL statement each) must keep what the slower
// ones guaranteed: sessions are rows, so a deleted (revoked) or expired row signs the user out at once,
// on every instance, with nothing cached in process memory; and one user's history never reaches another.

let db: Database;
let ana: TestUser;
let beto: TestUser;

async function codeOf(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

const testDb = withTestDb();
beforeAll(async () => {
  db = testDb.db;
  ana = await createUserWithSession(db, "ana");
  beto = await createUserWithSession(db, "beto");
  await db.prisma.user.update({
    where: { id: ana.id },
    data: { lastName: "López", image: "https://example.com/ana.png" },
  });
  const base = Date.now() - 3600_000;
  const anaThread = await createThread(db, ana.id, new Date(base));
  for (let i = 0; i < 60; i++) {
    await db.prisma.chatMessage.create({
      data: {
        userId: ana.id,
        conversationId: anaThread,
        sender: i % 2 ? "bot" : "user",
        text: `mensaje ${i} — «Porque de tal manera amó Dios al mundo»`,
        citations: i % 2 ? [{ reference: "Juan 3:16", text: "Porque de tal manera amó Dios al mundo" }] : undefined,
        status: i === 58 ? "failed" : "ok",
        createdAt: new Date(base + i * 1000 + 7),
      },
    });
  }
  await db.prisma.chatMessage.create({
    data: { userId: beto.id, conversationId: await createThread(db, beto.id), sender: "user", text: "de beto" },
  });
});

describe(`sessionUserByToken (${TEST_DB_KIND})`, () => {
  it("gives the session's user with the API's field names", async () => {
    expect(await sessionUserByToken(ana.token)).toEqual({
      id: ana.id,
      email: ana.email,
      first_name: "ana",
      last_name: "López",
      profile_picture_url: "https://example.com/ana.png",
    });
  });

  it("is null for no token, an unknown token, an expired row and a deleted (revoked) row", async () => {
    expect(await sessionUserByToken(undefined)).toBeNull();
    expect(await sessionUserByToken("tok-unknown")).toBeNull();
    const carla = await createUserWithSession(db, "carla");
    await db.prisma.session.update({
      where: { sessionToken: carla.token },
      data: { expires: new Date(Date.now() - 1000) },
    });
    expect(await sessionUserByToken(carla.token)).toBeNull();
    const dora = await createUserWithSession(db, "dora");
    expect((await sessionUserByToken(dora.token))?.id).toBe(dora.id);
    await db.prisma.session.delete({ where: { sessionToken: dora.token } });
    expect(await sessionUserByToken(dora.token)).toBeNull();
  });
});

describe(`listHistoryForSession (${TEST_DB_KIND})`, () => {
  it("gives the owner's last 50 messages, oldest first, exactly as the Prisma rows map to the API", async () => {
    const messages = await listHistoryForSession({ token: ana.token, userId: ana.id, limit: 500 });
    expect(messages).toHaveLength(50);
    expect(messages[0].text).toBe("mensaje 10 — «Porque de tal manera amó Dios al mundo»");
    expect(messages.at(-1)?.text).toMatch(/^mensaje 59 /);
    expect(messages[1]).toMatchObject({
      sender: "bot",
      citations: [{ reference: "Juan 3:16", text: "Porque de tal manera amó Dios al mundo" }],
    });
    expect(messages[0]).toMatchObject({ sender: "user", citations: [] });
    expect(messages.find((m) => m.text.startsWith("mensaje 58 "))?.status).toBe("failed");
    // Timestamps keep their milliseconds through the epoch column.
    const rows = await db.prisma.chatMessage.findMany({
      where: { userId: ana.id },
      orderBy: { createdAt: "asc" },
      skip: 10,
    });
    expect(messages.map((m) => m.timestamp)).toEqual(rows.map((r) => r.createdAt.toISOString()));
    expect(messages.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    expect(await listHistory({ userId: ana.id, limit: 50 })).toEqual(messages);
  });

  it("honours a smaller limit, and is empty for a user with no messages", async () => {
    const three = await listHistoryForSession({ token: ana.token, userId: ana.id, limit: 3 });
    expect(three.map((m) => m.text.split(" ")[1])).toEqual(["57", "58", "59"]);
    const eva = await createUserWithSession(db, "eva");
    expect(await listHistoryForSession({ token: eva.token, userId: eva.id })).toEqual([]);
  });

  it("maps odd stored rows as the API promises: bad citations dropped, unknown sender and status normalised, text kept exactly", async () => {
    const fede = await createUserWithSession(db, "fede");
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 7));
    const fedeThread = await createThread(db, fede.id, at);
    const rows = [
      {
        sender: "bot",
        text: 'comillas " y \\ barra\nsalto «ñ» 🙏',
        citations: [
          { reference: "Juan 1:1", text: "En el principio" },
          { reference: "x" },
          5,
          { reference: 1, text: "y" },
        ],
      },
      { sender: "bot", text: "citas que no son lista", citations: { reference: "Juan 1:1", text: "En el principio" } },
      { sender: "system", text: "remitente raro", citations: null, status: "weird" },
    ];
    for (const [i, r] of rows.entries()) {
      await db.prisma.chatMessage.create({
        data: {
          userId: fede.id,
          conversationId: fedeThread,
          sender: r.sender,
          text: r.text,
          citations: r.citations ?? undefined,
          status: r.status ?? "ok",
          createdAt: new Date(at.getTime() + i),
        },
      });
    }
    const viaSession = await listHistoryForSession({ token: fede.token, userId: fede.id });
    expect(viaSession).toEqual(await listHistory({ userId: fede.id }));
    expect(viaSession[0]).toMatchObject({
      timestamp: "2026-01-02T03:04:05.007Z",
      text: rows[0].text,
      citations: [{ reference: "Juan 1:1", text: "En el principio" }],
    });
    expect(viaSession[1].citations).toEqual([]);
    expect(viaSession[2]).toMatchObject({ sender: "user", status: "ok", citations: [] });

    // Each message's JSON is stored when it is written: an update (a retried question moved to a
    // new time, an answer marked failed) shows at once.
    await db.prisma.chatMessage.update({
      where: { id: viaSession[0].id },
      data: { status: "failed", createdAt: new Date(at.getTime() + 10) },
    });
    const updated = await listHistoryForSession({ token: fede.token, userId: fede.id });
    expect(updated).toEqual(await listHistory({ userId: fede.id }));
    expect(updated.at(-1)).toMatchObject({
      id: viaSession[0].id,
      status: "failed",
      timestamp: "2026-01-02T03:04:05.017Z",
    });
  });

  it("reads again what changed since it was kept in process: deleted messages, a new thread, a revoked session", async () => {
    const gil = await createUserWithSession(db, "gil");
    const first = await createThread(db, gil.id, new Date("2026-02-01T00:00:00Z"));
    for (const [i, text] of ["uno", "dos", "tres"].entries()) {
      const createdAt = new Date(Date.UTC(2026, 1, 1, 0, 0, i));
      await db.prisma.chatMessage.create({
        data: { userId: gil.id, conversationId: first, sender: "user", text, createdAt },
      });
    }
    const texts = async () => (await listHistoryForSession({ token: gil.token, userId: gil.id })).map((m) => m.text);
    expect(await texts()).toEqual(["uno", "dos", "tres"]);
    expect(await texts()).toEqual(["uno", "dos", "tres"]);
    await db.raw.query(`DELETE FROM chat_messages WHERE text = 'dos' AND user_id = $1`, [gil.id]);
    expect(await texts()).toEqual(["uno", "tres"]);
    await createThread(db, gil.id, new Date("2026-02-02T00:00:00Z"));
    expect(await texts()).toEqual([]);
    await db.prisma.session.delete({ where: { sessionToken: gil.token } });
    expect(await codeOf(listHistoryForSession({ token: gil.token, userId: gil.id }))).toBe("unauthorized:auth");
  });

  it("is 401 without a live session and 403 for another user's id", async () => {
    expect(await codeOf(listHistoryForSession({ token: undefined, userId: ana.id }))).toBe("unauthorized:auth");
    expect(await codeOf(listHistoryForSession({ token: "tok-unknown", userId: ana.id }))).toBe("unauthorized:auth");
    expect(await codeOf(listHistoryForSession({ token: beto.token, userId: ana.id }))).toBe("forbidden:user");
    const afterExpiry = new Date(Date.now() + 2 * 3600_000);
    expect(await codeOf(listHistoryForSession({ token: ana.token, userId: ana.id, now: afterExpiry }))).toBe(
      "unauthorized:auth",
    );
  });
});
