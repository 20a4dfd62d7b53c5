import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser } from "@playwright/test";
import pg from "pg";
import { E2E_SMTP_PORT } from "../../playwright.config.ts";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { expect, signInViaApi, signUpViaApi, test, uniqueEmail } from "./fixtures.ts";

// The account a person can trust (issue 15): mail really leaves (to a local SMTP server the spec
// starts on the port the app was configured with), passwords are recovered and changed, the e-mail
// is confirmed.

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.close();
});

const mailTo = (email: string, subject: RegExp) =>
  smtp.waitFor((m) => m.to.includes(email) && subject.test(m.subject), 15_000);

async function freshContextPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test("forgot → the link arrives by mail → reset → the new password signs in, the old session is refused", async ({
  page,
  browser,
}) => {
  const user = await signUpViaApi(page);
  await expect((await page.request.get("/api/v1/auth/me")).status()).toBe(200);

  const { context, page: other } = await freshContextPage(browser);
  await other.goto("/cuenta/entrar");
  await other.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(other).toHaveURL(/\/cuenta\/recuperar/);
  await other.getByLabel("Correo electrónico").fill(user.email);
  await other.getByRole("button", { name: "Enviarme un enlace" }).click();
  await expect(other.getByTestId("forgot-sent")).toContainText("Si hay una cuenta con ese correo");

  const mail = await mailTo(user.email, /Restablece/);
  expect(mail.html).toContain("Elegir una contraseña nueva");
  await other.goto(linkIn(mail, "/cuenta/restablecer"));
  await other.getByLabel("Contraseña nueva", { exact: true }).fill("mi-clave-recuperada-1");
  await other.getByLabel("Repite la contraseña nueva").fill("mi-clave-recuperada-1");
  await other.getByRole("button", { name: "Guardar contraseña nueva" }).click();
  await expect(other.getByTestId("reset-done")).toBeVisible();

  // The session from before the reset no longer works.
  expect((await page.request.get("/api/v1/auth/me")).status()).toBe(401);
  // The old password is refused; the new one signs in through the form.
  const old = await other.request.post("/api/v1/auth/local/sign-in", {
    data: { email: user.email, password: user.password },
  });
  expect(old.status()).toBe(401);
  await other.getByRole("main").getByRole("link", { name: "Iniciar Sesión" }).click();
  await other.getByLabel("Correo electrónico").fill(user.email);
  await other.getByLabel("Contraseña", { exact: true }).fill("mi-clave-recuperada-1");
  await other.getByRole("main").getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(other).toHaveURL(/\/chat/);

  // The link worked once.
  await other.goto(linkIn(mail, "/cuenta/restablecer"));
  await expect(other.getByTestId("reset-link-problem")).toContainText("ya se usó");
  await context.close();
});

test("change password on Mi Cuenta: the current one is asked; other devices are signed out", async ({
  page,
  browser,
}) => {
  const user = await signUpViaApi(page);
  const { context, page: other } = await freshContextPage(browser);
  await signInViaApi(other, user);
  await page.goto("/account");
  await page.getByLabel("Contraseña actual").fill("no-es-mi-clave");
  await page.getByLabel("Contraseña nueva").fill("mi-clave-cambiada-2");
  await page.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("La contraseña no es correcta.");

  await page.getByLabel("Contraseña actual").fill(user.password);
  await page.getByLabel("Contraseña nueva").fill("mi-clave-cambiada-2");
  await page.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page.getByTestId("password-changed")).toBeVisible();

  expect((await page.request.get("/api/v1/auth/me")).status()).toBe(200);
  expect((await other.request.get("/api/v1/auth/me")).status()).toBe(401);
  await signInViaApi(other, { email: user.email, password: "mi-clave-cambiada-2" });
  await mailTo(user.email, /cambió/);
  await context.close();
});

test("'Cerrar sesión en todos los dispositivos' ends this session and the others", async ({ page, browser }) => {
  const user = await signUpViaApi(page);
  const { context, page: other } = await freshContextPage(browser);
  await signInViaApi(other, user);
  await page.goto("/account");
  await page.getByRole("button", { name: "Cerrar sesión en todos los dispositivos" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/v1/auth/me")).status()).toBe(401);
  expect((await other.request.get("/api/v1/auth/me")).status()).toBe(401);
  await context.close();
});

test("verify e-mail: the link sent at sign-up confirms the address", async ({ page }) => {
  const email = uniqueEmail("confirma");
  await page.goto("/cuenta/registro");
  await page.getByLabel("Nombre").fill("Rut");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("clave-de-rut-123");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/chat/);

  await page.goto("/account");
  await expect(page.getByTestId("account-email-status")).toHaveText("Sin confirmar");
  const mail = await mailTo(email, /Confirma tu correo/);
  await page.goto(linkIn(mail, "/cuenta/confirmar"));
  await expect(page.getByTestId("confirm-result")).toContainText("Confirmamos tu correo");
  await page.goto("/account");
  await expect(page.getByTestId("account-email-status")).toHaveText("Confirmado");
});

async function ask(request: APIRequestContext, userId: string, text: string) {
  const res = await request.post("/api/v1/chat/send", {
    data: { text, sender: "user", timestamp: new Date().toISOString(), user_id: userId },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("'Descargar mis datos' gives a JSON file with the person's messages and nothing of another person", async ({
  page,
  browser,
}) => {
  const ana = await signUpViaApi(page, { firstName: "Ana" });
  await ask(page.request, ana.id, "¿Qué dice el Salmo 23 sobre el pastor?");
  const { context, page: other } = await freshContextPage(browser);
  const beto = await signUpViaApi(other, { firstName: "Beto" });
  await ask(other.request, beto.id, "¿Qué enseña Romanos 8:28 sobre Beto?");

  await page.goto("/account");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Descargar mis datos" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^berea-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, "utf8");
  const data = JSON.parse(text) as {
    profile: { email: string };
    threads: { messages: { sender: string; text: string }[] }[];
  };
  expect(data.profile.email).toBe(ana.email);
  const messages = data.threads.flatMap((t) => t.messages);
  expect(messages.map((m) => m.sender)).toEqual(["user", "bot"]);
  expect(messages[0].text).toBe("¿Qué dice el Salmo 23 sobre el pastor?");
  for (const foreign of [beto.id, beto.email, "Romanos 8:28 sobre Beto"]) expect(text).not.toContain(foreign);
  expect(text).not.toMatch(/argon2|password_hash|session_token/);
  await context.close();
});

test("rectification: the name is corrected on Mi Cuenta", async ({ page }) => {
  await signUpViaApi(page, { firstName: "Ana", lastName: "Prueba" });
  await page.goto("/account");
  await expect(page.getByTestId("account-name")).toHaveText("Ana Prueba");
  await page.getByLabel("Nombre", { exact: true }).fill("Ana María");
  await page.getByLabel("Apellido", { exact: true }).fill("");
  await page.getByRole("button", { name: "Guardar nombre" }).click();
  await expect(page.getByTestId("account-name")).toHaveText("Ana María");
});

test("'Eliminar mi cuenta': the password confirms it; sign-in is refused after and the data is gone", async ({
  page,
  browser,
}) => {
  const user = await signUpViaApi(page);
  await ask(page.request, user.id, "¿Quién escribió el libro de Hechos?");
  const paid = await page.request.post("/api/v1/payments/demo/checkout", { data: { plan: "monthly" } });
  expect(paid.status()).toBe(200);

  await page.goto("/account");
  await expect(page.getByText("conservaremos solo el registro de la suscripción")).toBeVisible();
  const remove = page.getByRole("button", { name: "Eliminar mi cuenta" });
  await expect(remove).toBeDisabled();
  await page.getByLabel("Tu contraseña").fill("no-es-la-clave");
  await page.getByLabel("Entiendo que esto no se puede deshacer.").check();
  await remove.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("La contraseña no es correcta.");
  await page.getByLabel("Tu contraseña").fill(user.password);
  await remove.click();
  await expect(page).toHaveURL(/\/cuenta\/eliminada/);
  await expect(page.getByTestId("account-deleted")).toBeVisible();
  await mailTo(user.email, /Eliminamos tu cuenta/);

  const { context, page: other } = await freshContextPage(browser);
  const refused = await other.request.post("/api/v1/auth/local/sign-in", {
    data: { email: user.email, password: user.password },
  });
  expect(refused.status()).toBe(401);
  expect((await page.request.get("/api/v1/account/export")).status()).toBe(401);

  if (process.env.DATABASE_URL) {
    // On PostgreSQL the test can look at the database the app uses.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      for (const table of [
        "sessions",
        "conversations",
        "chat_messages",
        "library_items",
        "subscriptions",
        "account_tokens",
      ]) {
        const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [user.id]);
        expect(rows[0].n, table).toBe(0);
      }
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM users WHERE id = $1 OR email = $2`, [
        user.id,
        user.email,
      ]);
      expect(rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  }
  // The same address starts from nothing: no old messages come back with a new account.
  const again = await signUpViaApi(other, { email: user.email });
  expect(again.id).not.toBe(user.id);
  // The new account's confirmation mail is the second one to this address.
  await smtp.waitFor(
    () => smtp.messages.filter((m) => m.to.includes(user.email) && /Confirma/.test(m.subject)).length >= 2,
    15_000,
  );
  const history = await other.request.get(`/api/v1/chat/history/${again.id}?limit=50`);
  expect(await history.json()).toEqual([]);
  await context.close();
});
