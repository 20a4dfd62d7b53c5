import { E2E_SMTP_PORT } from "../../playwright.config.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { expect, signUpViaApi, test, uniqueEmail } from "./fixtures.ts";
import type { Page } from "@playwright/test";

// Issue 15: support with priority (a request arriving by mail at a real local SMTP server, marked
// 'Prioritario' for a subscriber) and 'Reflexión de hoy' (the card for a subscriber, the sample for a
// free account, and the morning e-mail with its opt-out link).

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.close();
});

async function subscribe(page: Page): Promise<void> {
  const res = await page.request.post("/api/v1/payments/demo/checkout", { data: { plan: "monthly" } });
  expect(res.status(), await res.text()).toBe(200);
}

test("a subscriber's support request arrives by mail marked 'Prioritario', with the 24-hour promise shown", async ({
  page,
}) => {
  const user = await signUpViaApi(page);
  await subscribe(page);
  await page.goto("/account");
  await expect(page.getByTestId("account-support-promise")).toContainText("menos de 24 horas");
  await page.getByTestId("account-support").click();
  await expect(page).toHaveURL(/\/soporte$/);
  await expect(page.getByTestId("support-promise")).toContainText("Soporte prioritario");
  await expect(page.getByTestId("support-promise")).toContainText("Te responderemos en menos de 24 horas.");
  await expect(page.getByTestId("support-email")).toHaveCount(0);

  // A message too short is refused in Spanish, and what was typed stays.
  await page.getByTestId("support-topic").selectOption("suscripcion");
  await page.getByTestId("support-message").fill("Hola");
  await page.getByTestId("support-send").click();
  await expect(page.getByTestId("support-error")).toHaveText(
    "Cuéntanos en qué podemos ayudarte (al menos 10 caracteres).",
  );
  await expect(page.getByTestId("support-message")).toHaveValue("Hola");

  const text = "Hola, no veo la fecha de renovación de mi plan en Mi Cuenta.";
  await page.getByTestId("support-message").fill(text);
  await page.getByTestId("support-send").click();
  const received = page.getByTestId("support-received");
  await expect(received).toContainText("Recibimos tu mensaje. Te responderemos en menos de 24 horas.");
  await expect(received).toContainText(user.email);
  const folio = (await page.getByTestId("support-folio").textContent())!.trim();

  const mail = await smtp.waitFor((m) => m.subject.includes(folio), 15_000);
  expect(mail.subject).toMatch(/^\[Prioritario\] Soporte Berea: Suscripción y pagos/);
  expect(mail.replyTo).toEqual([user.email]);
  expect(mail.text).toContain(text);
  expect(mail.text).toContain("responder en menos de 24 horas");
});

test("a guest writes from the footer's link; the request arrives without priority", async ({ page }) => {
  await page.goto("/terms");
  await page.getByTestId("footer-support").click();
  await expect(page).toHaveURL(/\/soporte$/);
  await expect(page.getByTestId("support-promise")).toHaveText("Te responderemos en un plazo de 3 días hábiles.");
  await page.getByTestId("support-email").fill("no-es-un-correo");
  await page.getByTestId("support-topic").selectOption("otro");
  await page.getByTestId("support-message").fill("¿Puedo usar Berea con mi grupo de estudio?");
  await page.getByTestId("support-send").click();
  await expect(page.getByTestId("support-error")).toHaveText("Escribe un correo electrónico válido.");
  const email = uniqueEmail("visita");
  await page.getByTestId("support-email").fill(email);
  await page.getByTestId("support-send").click();
  await expect(page.getByTestId("support-received")).toContainText("Te responderemos en un plazo de 3 días hábiles.");
  const folio = (await page.getByTestId("support-folio").textContent())!.trim();
  const mail = await smtp.waitFor((m) => m.subject.includes(folio), 15_000);
  expect(mail.subject).not.toContain("Prioritario");
  expect(mail.replyTo).toEqual([email]);
});

test("a subscriber's 'Reflexión de hoy' comes from their questions, and the morning e-mail can be switched off from its link", async ({
  page,
}) => {
  const user = await signUpViaApi(page);
  await subscribe(page);
  const ask = await page.request.post("/api/v1/chat/send", {
    data: {
      text: "Me siento muy ansiosa por el futuro, ¿qué dice la Biblia?",
      sender: "user",
      timestamp: new Date().toISOString(),
      user_id: user.id,
    },
  });
  expect(ask.status(), await ask.text()).toBe(200);

  await page.goto("/chat");
  const card = page.getByTestId("reflection-card");
  await expect(card).toHaveAttribute("data-personalized", "true");
  await expect(card.getByText("Reflexión de hoy", { exact: true })).toBeVisible();
  await expect(page.getByTestId("reflection-text")).toContainText("ansiedad");
  const reference = (await page.getByTestId("reflection-passage").locator("footer a").textContent())!.trim();
  await expect(page.getByTestId("reflection-text")).toContainText(reference);
  await expect(page.getByTestId("reflection-upsell")).toHaveCount(0);

  // Asking for the e-mail: the server's job (every 2 s in this run) sends today's reflection.
  await page.getByTestId("reflection-mail").check();
  await expect(page.getByTestId("reflection-mail-note")).toHaveText("Te la enviaremos por correo cada mañana.");
  const mail = await smtp.waitFor(
    (m) => m.to.includes(user.email) && m.subject.startsWith("Tu reflexión de hoy"),
    20_000,
  );
  expect(mail.subject).toBe(`Tu reflexión de hoy: ${reference}`);
  const link = /http:\/\/127\.0\.0\.1:\d+\/reflexiones\/baja\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  // The link works without signing in.
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  await other.goto(link!);
  await other.getByTestId("unsubscribe-confirm").click();
  await expect(other.getByTestId("unsubscribe-done")).toContainText("ya no recibirás");
  await stranger.close();

  await page.reload();
  await expect(page.getByTestId("reflection-mail")).not.toBeChecked();
});

test("a free account sees one sample reflection and the invitation to subscribe", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/chat");
  const card = page.getByTestId("reflection-card");
  await expect(card).toHaveAttribute("data-personalized", "false");
  await expect(card).toContainText("Ejemplo");
  await expect(page.getByTestId("reflection-text")).not.toBeEmpty();
  await expect(page.getByTestId("reflection-mail")).toHaveCount(0);
  await page.getByTestId("reflection-subscribe").click();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test("the chat links to support", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/chat");
  await page.getByTestId("chat-support").click();
  await expect(page).toHaveURL(/\/soporte$/);
});

test("'Oponerme' on /account is kept on the account", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/account");
  const box = page.getByTestId("account-analytics-opt-out");
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByTestId("account-analytics-note")).toHaveText("Listo: no usaremos tus datos para analítica.");
  await page.reload();
  await expect(page.getByTestId("account-analytics-opt-out")).toBeChecked();
  const res = await page.request.get("/api/v1/account/analytics");
  expect(await res.json()).toEqual({ opted_out: true });
});
