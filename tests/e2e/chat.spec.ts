import type { Page } from "@playwright/test";
import { test, expect, signUpViaApi, recordNavigations, LOOKUP_QUESTIONS } from "./fixtures.ts";

// The signed-in chat end to end on the real server (built-in answerer, demo billing, FREE_DAILY_LIMIT=5).

const LIMIT_ALERT = "Has alcanzado el límite diario de 5 mensajes. Suscríbete para continuar con mensajes ilimitados.";
const SEND_ERROR_ALERT = "Error al enviar el mensaje. Inténtalo de nuevo.";

const QUESTIONS = LOOKUP_QUESTIONS;

async function ask(page: Page, text: string) {
  await page.getByTestId("chat-input").fill(text);
  await page.getByTestId("chat-send").click();
}

/** Waits for the n-th answer and checks it carries cited passages whose text can be opened. */
async function expectAnswer(page: Page, n: number) {
  const bots = page.locator('[data-testid="chat-message"][data-sender="bot"][data-status="ok"]');
  await expect(bots).toHaveCount(n);
  const answer = bots.nth(n - 1);
  const citations = answer.getByTestId("chat-citations");
  await citations.locator("summary").click();
  const first = citations.getByTestId("chat-citation").first();
  await expect(first).toBeVisible();
  expect((await first.locator("blockquote").innerText()).length).toBeGreaterThan(10);
}

test("a free user gets 5 answers with citations, the limit on the 6th, subscribes and gets it answered; history survives a reload", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await signUpViaApi(page);
  await page.goto("/chat");
  await expect(page.getByRole("heading", { level: 1, name: "Diálogo Espiritual" })).toBeVisible();
  await expect(page.getByTestId("chat-user-email")).toHaveText(user.email);
  await expect(page.getByTestId("chat-empty")).toContainText("Bienvenido a tu espacio de reflexión");
  await expect(page.getByTestId("chat-suggestion").first()).toBeVisible();
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-remaining", "5");

  // A blank send is ignored.
  await ask(page, "   ");
  await expect(page.getByTestId("chat-message")).toHaveCount(0);

  // The first answer is held back a moment so the in-flight state can be seen.
  await page.route("**/api/v1/chat/send", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await ask(page, QUESTIONS[0]);
  await expect(page.getByTestId("chat-thinking")).toHaveText("Pensando...");
  // The send button waits; the text box stays open (and focused) for the next question.
  await expect(page.getByTestId("chat-send")).toBeDisabled();
  await expect(page.getByTestId("chat-input")).toBeEnabled();
  await expectAnswer(page, 1);
  await page.unroute("**/api/v1/chat/send");
  await expect(page.getByTestId("chat-input")).toBeEnabled();
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-remaining", "4");
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-count", "1");

  for (let i = 1; i < 5; i++) {
    await ask(page, QUESTIONS[i]);
    await expectAnswer(page, i + 1);
    await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-remaining", String(4 - i));
  }
  await expect(page.getByTestId("chat-limit-banner")).toBeVisible();

  // The 6th: the spec's alert, the banner, and the typed question back in the input.
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await ask(page, QUESTIONS[5]);
  await expect.poll(() => alerts).toEqual([LIMIT_ALERT]);
  await expect(page.getByTestId("chat-input")).toHaveValue(QUESTIONS[5]);
  await expect(page.locator('[data-testid="chat-message"][data-sender="bot"]')).toHaveCount(5);
  const banner = page.getByTestId("chat-limit-banner");
  await expect(banner.getByRole("link", { name: "Suscribirme ahora" })).toBeVisible();

  // Subscribe through demo billing and come back to the chat.
  await banner.getByRole("link", { name: "Suscribirme ahora" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await page
    .getByTestId("plan-card-monthly")
    .getByRole("button", { name: /Suscribirse Ahora/ })
    .click();
  // The demo checkout page is server-rendered: a click that lands before hydration does nothing.
  const visited = recordNavigations(page);
  await expect(async () => {
    const back = () => visited.some((u) => /\/chat\?session_id=/.test(u));
    if (!back()) await page.getByTestId("demo-confirm").click({ timeout: 2000 });
    await expect.poll(back, { timeout: 3000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-unlimited", "true");
  await expect(page.getByTestId("chat-limit-banner")).toHaveCount(0);
  // The chat confirms the subscription once.
  await expect(page.getByTestId("chat-subscribed")).toContainText("¡Tu suscripción está activa!");

  await ask(page, QUESTIONS[5]);
  await expectAnswer(page, 6);
  expect(alerts).toEqual([LIMIT_ALERT]);

  // Reload: the whole conversation comes back from the server, in order; the confirmation does not.
  await page.reload();
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-unlimited", "true");
  await expect(page.getByTestId("chat-subscribed")).toHaveCount(0);
  const messages = page.getByTestId("chat-message");
  await expect(messages).toHaveCount(12);
  const senders = await messages.evaluateAll((els) => els.map((e) => e.getAttribute("data-sender")));
  expect(senders).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? "bot" : "user")));
  const asked = await page.locator('[data-testid="chat-message"][data-sender="user"]').allInnerTexts();
  // Each message starts with who said it, for screen readers ("Tú:").
  expect(
    asked.map((t) =>
      t
        .replace(/^Tú:\s*/, "")
        .split("\n")[0]
        .trim(),
    ),
  ).toEqual(QUESTIONS);
});

test("a failed answer keeps the question with 'Reintentar'; a suggestion chip sends its question", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/chat");
  await expect(page.getByTestId("chat-empty")).toBeVisible();

  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.route("**/api/v1/chat/send", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ code: "upstream:model", detail: "No pudimos generar la respuesta." }),
    }),
  );
  await ask(page, "¿Qué dice Juan 3:16?");
  await expect.poll(() => alerts).toEqual([SEND_ERROR_ALERT]);
  const failed = page.locator('[data-testid="chat-message"][data-status="failed"]');
  await expect(failed).toContainText("¿Qué dice Juan 3:16?");
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-remaining", "5");

  await page.unroute("**/api/v1/chat/send");
  await failed.getByTestId("chat-retry").click();
  await expectAnswer(page, 1);
  await expect(page.locator('[data-testid="chat-message"][data-status="failed"]')).toHaveCount(0);

  const chip = page.getByTestId("chat-suggestion").first();
  const suggestion = (await chip.innerText()).trim();
  await chip.click();
  await expectAnswer(page, 2);
  await expect(page.locator('[data-testid="chat-message"][data-sender="user"]').last()).toContainText(suggestion);
});

test("a message in crisis gets the helplines and costs nothing from the day's allowance", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/chat");
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-remaining", "5");

  // The allowance shown after an answer is the server's, read once the answer is in.
  const quotaAfterCrisis = page.waitForResponse((r) => r.url().endsWith("/api/v1/chat/quota"));
  await ask(page, "Ya no quiero vivir, todo me pesa demasiado");
  const bot = page.locator('[data-testid="chat-message"][data-sender="bot"][data-status="ok"]');
  await expect(bot).toHaveCount(1);
  await expect(bot.first()).toContainText("800 911 2000");
  expect(await (await quotaAfterCrisis).json()).toMatchObject({ remaining: 5 });
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-remaining", "5");

  await ask(page, "¿Qué dice Juan 3:16?");
  await expectAnswer(page, 2);
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-remaining", "4");
});

test("a failing subscription check shows the error box", async ({ page }) => {
  await signUpViaApi(page);
  await page.route("**/api/v1/payments/status**", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: "internal:unexpected", detail: "Falla de prueba" }),
    }),
  );
  await page.goto("/chat");
  await expect(page.getByTestId("chat-subscription-error")).toHaveText(
    "Error al verificar la suscripción: Falla de prueba",
  );
  await expect(page.getByTestId("chat-input")).toHaveCount(0);
});

test("chat API: another user's history, suggestions and payment status are 403; a send as another user is 403 and stores nothing", async ({
  page,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const ana = await signUpViaApi(page);
  const betoCtx = await playwright.request.newContext({ baseURL });
  const beto = await signUpViaApi(betoCtx);

  for (const path of [
    `/api/v1/chat/history/${ana.id}?limit=50`,
    `/api/v1/chat/suggestions/${ana.id}`,
    `/api/v1/payments/status?client_reference_id=${ana.id}`,
  ]) {
    const res = await betoCtx.get(path);
    expect(res.status(), path).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("forbidden:user");
  }
  const forged = await betoCtx.post("/api/v1/chat/send", {
    data: { text: "¿Qué dice Juan 3:16?", sender: "user", timestamp: new Date().toISOString(), user_id: ana.id },
  });
  expect(forged.status()).toBe(403);
  expect(await (await page.request.get(`/api/v1/chat/history/${ana.id}?limit=50`)).json()).toEqual([]);
  expect(await (await betoCtx.get(`/api/v1/chat/history/${beto.id}?limit=50`)).json()).toEqual([]);
  expect(await (await betoCtx.get("/api/v1/chat/quota")).json()).toMatchObject({ count: 0, remaining: 5 });

  const anon = await playwright.request.newContext({ baseURL });
  expect((await anon.post("/api/v1/chat/send", { data: { text: "Hola", user_id: ana.id } })).status()).toBe(401);
  expect((await anon.get(`/api/v1/chat/history/${ana.id}`)).status()).toBe(401);

  // Ana's own calls work and store both messages with server timestamps.
  const own = await page.request.post("/api/v1/chat/send", {
    data: { text: "¿Qué dice Juan 3:16?", sender: "user", timestamp: "2000-01-01T00:00:00Z", user_id: ana.id },
  });
  expect(own.status()).toBe(200);
  const body = (await own.json()) as { text: string; timestamp: string; citations: unknown[] };
  expect(body.citations.length).toBeGreaterThan(0);
  const history = (await (await page.request.get(`/api/v1/chat/history/${ana.id}?limit=50`)).json()) as {
    sender: string;
    timestamp: string;
  }[];
  expect(history.map((m) => m.sender)).toEqual(["user", "bot"]);
  expect(Date.parse(history[0].timestamp)).toBeGreaterThan(Date.parse("2020-01-01"));
  await betoCtx.dispose();
  await anon.dispose();
});
