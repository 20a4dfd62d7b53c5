import type { Locator, Page } from "@playwright/test";
import { test, expect, signUpViaApi, uniqueEmail } from "./fixtures.ts";

// Conversation threads (issue 13) on the real server with the built-in answerer: starting a thread,
// reopening an old one after a reload, renaming and deleting (confirmed), the list updating without
// a reload, the drawer on a phone, and the landing demo carried into a new account.

const bots = (page: Page) => page.locator('[data-testid="chat-message"][data-sender="bot"][data-status="ok"]');
const users = (page: Page) => page.locator('[data-testid="chat-message"][data-sender="user"]');
const threads = (page: Page) => page.getByTestId("chat-thread");
const thread = (page: Page, title: string) =>
  threads(page).filter({ has: page.getByTestId("chat-thread-title").getByText(title, { exact: true }) });
const titles = (page: Page) => page.getByTestId("chat-thread-title");

async function ask(page: Page, text: string, answers: number) {
  await page.getByTestId("chat-input").fill(text);
  await page.getByTestId("chat-send").click();
  await expect(bots(page)).toHaveCount(answers);
}

async function openChat(page: Page) {
  await page.goto("/chat");
  await expect(page.getByTestId("chat-input")).toBeVisible();
  await expect(page.getByTestId("chat-threads")).toBeVisible();
}

const isActive = (item: Locator) => expect(item).toHaveAttribute("data-active", "true");

test("a new thread: 'Nueva conversación' starts an empty one, its first question names it, and the list follows without a reload", async ({
  page,
}) => {
  await signUpViaApi(page);
  await openChat(page);
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await expect(page.getByTestId("chat-threads")).toContainText("Aún no tienes conversaciones guardadas.");

  await ask(page, "¿Qué dice Juan 3:16?", 1);
  await expect(titles(page)).toHaveText(["¿Qué dice Juan 3:16?"]);
  await expect(page.getByTestId("chat-thread-date")).toHaveText(["Hoy"]);
  await isActive(thread(page, "¿Qué dice Juan 3:16?"));

  await page.getByTestId("chat-new-thread").click();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await expect(page.getByTestId("chat-message")).toHaveCount(0);
  await expect(titles(page)).toHaveText(["Nueva conversación", "¿Qué dice Juan 3:16?"]);
  await expect(page.getByTestId("chat-input")).toBeFocused();

  await ask(page, "Salmo 23", 1);
  await expect(users(page)).toHaveText([/Salmo 23/]);
  await expect(titles(page)).toHaveText(["Salmo 23", "¿Qué dice Juan 3:16?"]);
  await isActive(thread(page, "Salmo 23"));
});

test("reopening an old thread after a reload shows its messages, and a question there brings it to the top", async ({
  page,
}) => {
  await signUpViaApi(page);
  await openChat(page);
  await ask(page, "¿Quién fue Moisés?", 1);
  await page.getByTestId("chat-new-thread").click();
  await ask(page, "Filipenses 4:6", 1);

  await page.reload();
  // The page opens on the current thread: the most recently active one.
  await expect(users(page)).toHaveText([/Filipenses 4:6/]);
  await expect(titles(page)).toHaveText(["Filipenses 4:6", "¿Quién fue Moisés?"]);

  await thread(page, "¿Quién fue Moisés?").getByTestId("chat-thread-open").click();
  await expect(users(page)).toHaveText([/¿Quién fue Moisés\?/]);
  await expect(bots(page)).toHaveCount(1);
  await expect(bots(page).first()).toContainText("Moisés");
  await isActive(thread(page, "¿Quién fue Moisés?"));

  await ask(page, "¿Qué dice Éxodo 3:14?", 2);
  await expect(titles(page)).toHaveText(["¿Quién fue Moisés?", "Filipenses 4:6"]);
  await page.reload();
  await expect(users(page)).toHaveText([/¿Quién fue Moisés\?/, /Éxodo 3:14/]);
});

test("renaming keeps the thread; deleting asks first and is permanent", async ({ page }) => {
  await signUpViaApi(page);
  await openChat(page);
  await ask(page, "Romanos 8:28", 1);
  await page.getByTestId("chat-new-thread").click();
  await ask(page, "Mateo 5:9", 1);

  // While renaming, the item shows a text box instead of its title: find it by its id.
  const oldId = await thread(page, "Romanos 8:28").getAttribute("data-thread-id");
  const old = page.locator(`[data-testid="chat-thread"][data-thread-id="${oldId}"]`);
  await old.getByTestId("chat-thread-rename").click();
  const field = old.getByTestId("chat-thread-title-input");
  await expect(field).toBeFocused();
  await field.fill("Estudio del martes");
  await field.press("Enter");
  await expect(titles(page)).toHaveText(["Mateo 5:9", "Estudio del martes"]);

  // Deleting the open thread: confirmed first; 'Cancelar' keeps it.
  const open = thread(page, "Mateo 5:9");
  await open.getByTestId("chat-thread-delete").click();
  await expect(open.getByTestId("chat-thread-confirm")).toContainText(
    "¿Eliminar la conversación «Mateo 5:9»? Se borrarán todos sus mensajes y no podrás recuperarla.",
  );
  await open.getByRole("button", { name: "Cancelar" }).click();
  await expect(titles(page)).toHaveText(["Mateo 5:9", "Estudio del martes"]);
  await open.getByTestId("chat-thread-delete").click();
  await open.getByTestId("chat-thread-delete-confirm").click();
  await expect(titles(page)).toHaveText(["Estudio del martes"]);
  // The next thread opens in its place.
  await expect(users(page)).toHaveText([/Romanos 8:28/]);
  await isActive(thread(page, "Estudio del martes"));

  await page.reload();
  await expect(titles(page)).toHaveText(["Estudio del martes"]);
  await expect(users(page)).toHaveText([/Romanos 8:28/]);
  const remaining = thread(page, "Estudio del martes");
  await remaining.getByTestId("chat-thread-delete").click();
  await remaining.getByTestId("chat-thread-delete-confirm").click();
  await expect(threads(page)).toHaveCount(0);
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await expect(threads(page)).toHaveCount(0);
});

test("on a phone the list is a drawer: it opens from the panel, starts and opens threads, and closes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signUpViaApi(page);
  await page.goto("/chat");
  await ask(page, "Juan 14:6", 1);
  const toggle = page.getByTestId("chat-threads-toggle");
  const list = page.getByTestId("chat-threads");
  await expect(list).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(list).toBeVisible();
  await expect(titles(page)).toHaveText(["Juan 14:6"]);
  await page.getByTestId("chat-new-thread").click();
  await expect(list).toBeHidden();
  await expect(page.getByTestId("chat-empty")).toBeVisible();

  await toggle.click();
  await thread(page, "Juan 14:6").getByTestId("chat-thread-open").click();
  await expect(list).toBeHidden();
  await expect(users(page)).toHaveText([/Juan 14:6/]);
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("a guest's demo becomes the first thread of the account made in that browser", async ({ page, browser }) => {
  await page.goto("/");
  const demo = page.getByTestId("demo-chat");
  await demo.getByTestId("demo-input").fill("¿Qué dice Juan 3:16?");
  await demo.getByTestId("demo-send").click();
  await expect(demo.getByTestId("demo-bot-message")).toHaveCount(1);
  await demo.getByTestId("demo-input").fill("Salmo 23");
  await demo.getByTestId("demo-send").click();
  await expect(demo.getByTestId("demo-bot-message")).toHaveCount(2);

  await page.goto("/cuenta/registro");
  await page.getByLabel("Nombre").fill("Rut");
  await page.getByLabel("Correo electrónico").fill(uniqueEmail("demo"));
  await page.getByLabel("Contraseña").fill("una-clave-segura-123");
  await page.getByRole("button", { name: /Crear cuenta|Registrarme|Regístrate/ }).click();
  await expect(page).toHaveURL(/\/chat/, { timeout: 15_000 });
  await expect(users(page)).toHaveText([/¿Qué dice Juan 3:16\?/, /Salmo 23/]);
  await expect(bots(page)).toHaveCount(2);
  await expect(bots(page).first()).toContainText("de tal manera amó Dios al mundo");
  await expect(titles(page)).toHaveText(["¿Qué dice Juan 3:16?"]);

  // Another browser (no demo cookie) signing up gets an empty chat.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpViaApi(otherPage);
  await openChat(otherPage);
  await expect(otherPage.getByTestId("chat-empty")).toBeVisible();
  await expect(threads(otherPage)).toHaveCount(0);
  await other.close();
});
