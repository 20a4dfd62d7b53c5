import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withTestDb, TEST_DB_KIND } from "../support/test-db.ts";
import { startOpenAiStub, type OpenAiStub } from "../support/openai-stub-server.ts";
import { createUserWithSession, makeSubscriber, sessionJar } from "./chat-helpers.ts";
import { SEASON_PLANS } from "../../content/reflections.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { getPassage } from "../../lib/scripture/index.ts";
import { subjectById } from "../../lib/scripture/subjects/index.ts";
import { easterSunday, seasonOf } from "../../lib/reflections/seasons.ts";
import { openingWords, sentencesOf } from "../../lib/answers/reflection.ts";
import {
  reflectionCard,
  setReflectionMailChoice,
  todayReflection,
  unsubscribeByToken,
  unsubscribeToken,
} from "../../lib/reflections/index.ts";
import { readUserPreferences } from "../../lib/db/queries/user-preferences.ts";

vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());
const today = await import("../../app/api/v1/reflections/today/route.ts");
const mailRoute = await import("../../app/api/v1/reflections/mail/route.ts");
const unsubscribeRoute = await import("../../app/api/v1/reflections/unsubscribe/route.ts");
const analyticsRoute = await import("../../app/api/v1/account/analytics/route.ts");

const t = withTestDb({ bible: true, env: { STRIPE_SECRET_KEY: "" } });

// 25 November 2026 at 08:00 in Mexico City (UTC−6).
const NOV_25 = new Date("2026-11-25T14:00:00Z");
const DAY = 24 * 3600 * 1000;

async function ask(userId: string, texts: string[], at = NOV_25, title: string | null = null): Promise<void> {
  const thread = await t.db.prisma.conversation.create({ data: { userId, title, updatedAt: at } });
  let n = 0;
  for (const text of texts) {
    await t.db.prisma.chatMessage.create({
      data: {
        userId,
        conversationId: thread.id,
        sender: "user",
        text,
        createdAt: new Date(at.getTime() - 3600_000 + n++ * 1000),
      },
    });
  }
}

const day = (iso: string) => seasonOf(iso).season;

describe("the Christian year", () => {
  it("finds Easter and each season on known dates", () => {
    expect(new Date(easterSunday(2025)).toISOString().slice(0, 10)).toBe("2025-04-20");
    expect(new Date(easterSunday(2026)).toISOString().slice(0, 10)).toBe("2026-04-05");
    expect(new Date(easterSunday(2027)).toISOString().slice(0, 10)).toBe("2027-03-28");
    expect(day("2026-11-25")).toBe("ordinario");
    expect(seasonOf("2026-11-29")).toEqual({ season: "adviento", dayOfSeason: 0 }); // first Sunday of Advent 2026
    expect(day("2026-12-24")).toBe("adviento");
    expect(seasonOf("2026-12-25")).toEqual({ season: "navidad", dayOfSeason: 0 });
    expect(seasonOf("2027-01-06")).toEqual({ season: "navidad", dayOfSeason: 12 });
    expect(seasonOf("2027-01-07")).toEqual({ season: "ordinario", dayOfSeason: 0 });
    expect(seasonOf("2027-02-10")).toEqual({ season: "cuaresma", dayOfSeason: 0 }); // Ash Wednesday
    expect(day("2027-03-27")).toBe("cuaresma");
    expect(day("2027-03-28")).toBe("pascua");
    expect(seasonOf("2027-05-16")).toEqual({ season: "pentecostes", dayOfSeason: 0 });
    expect(day("2027-05-23")).toBe("ordinario");
    expect(day("2025-11-30")).toBe("adviento");
  });

  it("every reading of the plan exists in the Reina-Valera 1909 and is short enough to read whole", async () => {
    for (const plan of Object.values(SEASON_PLANS)) {
      for (const ref of plan.passages) {
        const p = await getPassage(ref);
        expect(p, ref).not.toBeNull();
        expect(p!.verses.length, ref).toBeGreaterThan(0);
        expect(p!.verses.length, ref).toBeLessThanOrEqual(6);
      }
    }
  });
});

describe("the words a built-in reflection quotes", () => {
  it("are a clause that stands by itself, not the words that introduce a speech", () => {
    expect(
      openingWords("Dícele Jesús: Yo soy la resurrección y la vida: el que cree en mí, aunque esté muerto, vivirá."),
    ).toBe("Yo soy la resurrección y la vida");
    expect(
      openingWords(
        "Vosotros pues, oraréis así: Padre nuestro que estás en los cielos, santificado sea tu nombre. Venga tu reino.",
      ),
    ).toBe("Padre nuestro que estás en los cielos, santificado sea tu nombre");
    expect(openingWords("Por nada estéis afanosos; sino sean notorias vuestras peticiones delante de Dios")).toBe(
      "Por nada estéis afanosos",
    );
    expect(
      openingWords(
        "Y él les propuso esta parábola, diciendo: ¿Qué hombre de vosotros, teniendo cien ovejas, si perdiere una de ellas? Y hallada, la pone sobre sus hombros gozoso;",
      ),
    ).toBe("Y hallada, la pone sobre sus hombros gozoso");
    expect(openingWords("Orad sin cesar.")).toBe("Orad sin cesar");
  });
});

describe(`Reflexión de hoy (${TEST_DB_KIND})`, () => {
  it("comes from the subjects of a subscriber's recent questions, in 3–5 sentences that quote the passage", async () => {
    const user = await createUserWithSession(t.db, "ansiosa");
    await makeSubscriber(t.db, user.id);
    await ask(user.id, [
      "Me siento muy ansiosa por el trabajo",
      "¿Qué dice la Biblia sobre la preocupación?",
      "¿Cómo dejo de preocuparme por el futuro?",
    ]);
    const card = await reflectionCard({ userId: user.id, now: NOV_25 });
    expect(card.personalized).toBe(true);
    const r = card.reflection;
    expect(r.source).toBe("history");
    expect(r.subject?.id).toBe("ansiedad");
    const anxiety = subjectById("ansiedad")!.passages.map((p) => p.ref);
    expect(anxiety).toContain(r.reference);
    expect((await getPassage(r.reference))!.text).toBe(r.passage);
    const n = sentencesOf(r.text).length;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThanOrEqual(5);
    expect(r.text).toContain(r.reference);
    // The few words it quotes are the passage's own.
    const quoted = /«([^»]+)»/.exec(r.text)?.[1];
    expect(quoted && r.passage.includes(quoted)).toBe(true);
    expect(r.day).toBe("2026-11-25");
  });

  it("is the same all day and another passage the next day", async () => {
    const user = await createUserWithSession(t.db, "diaria");
    await makeSubscriber(t.db, user.id);
    await ask(user.id, ["Tengo mucho miedo de lo que viene"]);
    const first = await todayReflection({ userId: user.id, now: NOV_25 });
    await ask(user.id, ["¿Qué dice la Biblia del perdón?"]);
    const later = await todayReflection({ userId: user.id, now: new Date(NOV_25.getTime() + 6 * 3600_000) });
    expect(later).toEqual(first);
    const next = await todayReflection({ userId: user.id, now: new Date(NOV_25.getTime() + DAY) });
    expect(next.day).toBe("2026-11-26");
    expect(next.reference).not.toBe(first.reference);
  });

  it("with no questions follows the plan through the year's seasons", async () => {
    const user = await createUserWithSession(t.db, "nueva");
    await makeSubscriber(t.db, user.id);
    const ordinary = await todayReflection({ userId: user.id, now: NOV_25 });
    expect(ordinary.source).toBe("season");
    expect(ordinary.season.id).toBe("ordinario");
    expect(SEASON_PLANS.ordinario.passages).toContain(ordinary.reference);
    const advent = await todayReflection({ userId: user.id, now: new Date("2026-11-29T15:00:00Z") });
    expect(advent.season.id).toBe("adviento");
    expect(advent.reference).toBe((await getPassage(SEASON_PLANS.adviento.passages[0]))!.reference);
    expect(advent.text).toContain("Adviento");
    expect(sentencesOf(advent.text).length).toBeGreaterThanOrEqual(3);
    expect(sentencesOf(advent.text).length).toBeLessThanOrEqual(5);
  });

  it("counts what a person named a thread", async () => {
    const user = await createUserWithSession(t.db, "titulos");
    await makeSubscriber(t.db, user.id);
    await ask(user.id, ["¿Y qué más?"], NOV_25, "Perdonar a mi hermano");
    const r = await todayReflection({ userId: user.id, now: NOV_25 });
    expect(r.source).toBe("history");
    expect(r.subject?.name.toLowerCase()).toContain("perd");
  });

  it("shows a free account one sample, not a reflection of its own", async () => {
    const user = await createUserWithSession(t.db, "gratis");
    await ask(user.id, ["Me siento muy ansiosa por el trabajo"]);
    const card = await reflectionCard({ userId: user.id, now: NOV_25 });
    expect(card).toMatchObject({ personalized: false, sample: true });
    expect(card.reflection.source).toBe("season");
    expect(card.reflection.subject).toBeNull();
    expect(await t.db.prisma.dailyReflection.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe(`the morning e-mail choice (${TEST_DB_KIND})`, () => {
  it("is for subscribers; a free account asking for it gets 403 forbidden:reflections", async () => {
    const free = await createUserWithSession(t.db, "sinplan");
    await expect(setReflectionMailChoice({ userId: free.id, enabled: true })).rejects.toMatchObject({
      code: "forbidden:reflections",
      status: 403,
    });
    expect(await setReflectionMailChoice({ userId: free.id, enabled: false })).toEqual({ enabled: false });
    const sub = await createUserWithSession(t.db, "conplan");
    await makeSubscriber(t.db, sub.id);
    expect(await setReflectionMailChoice({ userId: sub.id, enabled: true })).toEqual({ enabled: true });
    const card = await reflectionCard({ userId: sub.id, now: NOV_25 });
    expect(card.personalized && card.mail.enabled).toBe(true);
  });

  it("is turned off by the signed link in the mail, and a forged or altered link is refused", async () => {
    const sub = await createUserWithSession(t.db, "baja");
    await makeSubscriber(t.db, sub.id);
    await setReflectionMailChoice({ userId: sub.id, enabled: true });
    const other = await createUserWithSession(t.db, "otra");
    await makeSubscriber(t.db, other.id);
    await setReflectionMailChoice({ userId: other.id, enabled: true });

    const token = await unsubscribeToken(sub.id);
    const [, mac] = token.split(".");
    for (const bad of [`${other.id}.${mac}`, `${sub.id}.${mac.slice(0, -2)}xx`, sub.id, `${token}.x`]) {
      await expect(unsubscribeByToken({ token: bad })).rejects.toMatchObject({ code: "validation:unsubscribe_token" });
    }
    expect((await readUserPreferences({ userId: other.id }))?.reflectionMail).toBe(true);
    expect((await readUserPreferences({ userId: sub.id }))?.reflectionMail).toBe(true);

    await unsubscribeByToken({ token });
    expect((await readUserPreferences({ userId: sub.id }))?.reflectionMail).toBe(false);
    expect((await readUserPreferences({ userId: other.id }))?.reflectionMail).toBe(true);
  });
});

describe(`with a model (${TEST_DB_KIND})`, () => {
  let stub: OpenAiStub;
  beforeAll(async () => {
    stub = await startOpenAiStub();
    process.env.OPENAI_BASE_URL = stub.url;
    process.env.OPENAI_API_KEY = "test";
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    resetEnvCache();
    await stub.close();
  });

  it("the model writes it from the passage, and what it invents about Scripture is checked like any answer", async () => {
    const user = await createUserWithSession(t.db, "modelo");
    await makeSubscriber(t.db, user.id);
    stub.reply({
      kind: "text",
      text:
        "Dios conoce tus días y tu descanso. El Señor te invita a entregarle tus cargas hoy. " +
        "Como dice Juan 3:16, «el que madruga encuentra a Dios en la mañana». " +
        "Respira hondo y confía en su cuidado. Él camina contigo en cada paso.",
    });
    const r = await todayReflection({ userId: user.id, now: NOV_25 });
    const request = stub.requests
      .at(-1)!
      .body.messages!.map((m) => m.content)
      .join("\n");
    expect(request).toContain(r.reference);
    expect(request).toContain(r.passage);
    expect(r.text).toContain("entregarle tus cargas");
    // A saying passed off as John 3:16 never reaches the reader.
    expect(r.text).not.toContain("el que madruga encuentra a Dios");
    const stored = await t.db.prisma.dailyReflection.findUniqueOrThrow({
      where: { userId_day: { userId: user.id, day: "2026-11-25" } },
    });
    expect(stored.engine).toBe("model");
  });

  it("when the model fails, the built-in engine writes it instead", async () => {
    const user = await createUserWithSession(t.db, "caida");
    await makeSubscriber(t.db, user.id);
    stub.reply({ kind: "status", status: 500, body: { error: { message: "boom" } } });
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const r = await todayReflection({ userId: user.id, now: NOV_25 });
    spy.mockRestore();
    expect(sentencesOf(r.text).length).toBeGreaterThanOrEqual(3);
    expect(r.text).toContain(r.reference);
    const stored = await t.db.prisma.dailyReflection.findUniqueOrThrow({
      where: { userId_day: { userId: user.id, day: "2026-11-25" } },
    });
    expect(stored.engine).toBe("builtin");
  });
});

describe(`the reflections API (${TEST_DB_KIND})`, () => {
  const json = (url: string, method: string, body: unknown) =>
    new Request(`http://localhost${url}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("needs a session for the card and the e-mail choice, and refuses the choice to a free account", async () => {
    sessionJar.token = undefined;
    const anon = await today.GET();
    expect(anon.status).toBe(401);
    expect((await anon.json()).code).toBe("unauthorized:auth");
    expect((await mailRoute.PUT(json("/api/v1/reflections/mail", "PUT", { enabled: true }))).status).toBe(401);

    const free = await createUserWithSession(t.db, "apifree");
    sessionJar.token = free.token;
    const card = await (await today.GET()).json();
    expect(card).toMatchObject({ personalized: false, sample: true });
    expect(card.reflection.href).toMatch(/^\/biblia\/[a-z0-9-]+\/\d+/);
    const refused = await mailRoute.PUT(json("/api/v1/reflections/mail", "PUT", { enabled: true }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "forbidden:reflections" });
    const bad = await mailRoute.PUT(json("/api/v1/reflections/mail", "PUT", { enabled: "sí" }));
    expect(bad.status).toBe(422);
    sessionJar.token = undefined;
  });

  it("the opt-out link's call needs no session and answers 422 to a token we did not sign", async () => {
    sessionJar.token = undefined;
    const sub = await createUserWithSession(t.db, "apibaja");
    await makeSubscriber(t.db, sub.id);
    await setReflectionMailChoice({ userId: sub.id, enabled: true });
    const forged = await unsubscribeRoute.POST(
      json("/api/v1/reflections/unsubscribe", "POST", { token: `${sub.id}.abc` }),
    );
    expect(forged.status).toBe(422);
    expect(await forged.json()).toMatchObject({ code: "validation:unsubscribe_token" });
    const ok = await unsubscribeRoute.POST(
      json("/api/v1/reflections/unsubscribe", "POST", { token: await unsubscribeToken(sub.id) }),
    );
    expect(ok.status).toBe(200);
    expect((await readUserPreferences({ userId: sub.id }))?.reflectionMail).toBe(false);
  });

  it("account/analytics: a visitor has not opposed; a person's opposition is stored and read back", async () => {
    sessionJar.token = undefined;
    expect(await (await analyticsRoute.GET()).json()).toEqual({ opted_out: false });
    expect((await analyticsRoute.PUT(json("/api/v1/account/analytics", "PUT", { opted_out: true }))).status).toBe(401);
    const user = await createUserWithSession(t.db, "opone");
    sessionJar.token = user.token;
    expect((await analyticsRoute.PUT(json("/api/v1/account/analytics", "PUT", { opted_out: "x" }))).status).toBe(422);
    expect((await analyticsRoute.PUT(json("/api/v1/account/analytics", "PUT", { opted_out: true }))).status).toBe(200);
    expect(await (await analyticsRoute.GET()).json()).toEqual({ opted_out: true });
    expect((await readUserPreferences({ userId: user.id }))?.analyticsOptOut).toBe(true);
    sessionJar.token = undefined;
  });
});
