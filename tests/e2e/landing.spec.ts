import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, signUpViaApi } from "./fixtures.ts";

// The public face, in the real built app: landing sections, verse card, sign-up modal, demo chat
// through the real free-chat endpoint, footer form, ?section scrolling, /terms anchors, metadata.

const GUEST_QUOTA_MESSAGE =
  "Se ha agotado tu cuota de mensajes gratuitos. Por favor, inicia sesión o regístrate para continuar chateando.";
const GUEST_ERROR_MESSAGE = "Lo siento, hubo un error al procesar tu mensaje. Por favor, intenta de nuevo más tarde.";
const JOHN_3_16 = readFileSync("data/bible/verses.tsv", "utf8")
  .split("\n")
  .find((l) => l.startsWith("John\t3\t16\t"))!
  .split("\t")[3];
const VERSE_TEXTS = [...readFileSync("content/verses.ts", "utf8").matchAll(/texto:\s*"([^"]+)"/g)].map((m) => m[1]);

/** Collects the analytics events track() records (each one is also a DOM event on window). */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: { event: string; props: Record<string, unknown> }[] };
    w.__events = [];
    window.addEventListener("berea:track", (e) => w.__events.push((e as CustomEvent).detail));
  });
}
const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __events: { event: string; props: Record<string, unknown> }[] }).__events,
  );
const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/** /login goes on by itself to the sign-in page; hold it there so the test can read where it landed. */
async function holdLoginPage(page: Page) {
  await page.route("**/api/v1/auth/login**", () => undefined);
}

async function freeChat(page: Page, guestId: string, text: string) {
  return page.request.post("/api/v1/chat/free-chat", {
    headers: { "X-Guest-Session-ID": guestId },
    data: { text, sender: "user", timestamp: new Date().toISOString() },
  });
}

test("the landing renders on the server with its sections in order, the hero button and the metadata", async ({
  page,
  request,
}) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();
  // Server-rendered: the sections and the first verse are in the HTML before any script runs.
  const order = [
    "hero-title",
    "verse-title",
    'id="demo"',
    "use-cases-title",
    'id="features"',
    "how-title",
    "plans-title",
    "testimonials-title",
    "cta-title",
    "faq-title",
    'id="contact"',
    "footer-signup",
  ];
  const positions = order.map((s) => html.indexOf(s));
  expect(
    positions.every((p) => p >= 0),
    JSON.stringify(positions),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(VERSE_TEXTS.some((t) => html.includes(t))).toBe(true);
  expect(html).toContain('<html lang="es"');
  expect(html).toMatch(/<meta property="og:locale" content="es_MX"/);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/og-image\.png"/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  expect(html).toMatch(/<meta name="geo.region" content="MX"/);
  expect(html).toMatch(/<meta name="keywords" content="[^"]*Biblia/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="es-MX"/);
  const og = await request.get("/og-image.png");
  expect(og.status()).toBe(200);

  await page.goto("/");
  const hero = page.getByRole("link", { name: "Prueba Berea Ahora" });
  await expect(hero).toHaveAttribute("href", "/chat");
  await expect(page.getByTestId("landing-plans").getByTestId("plan-card-monthly")).toContainText(
    "Plan Premium Mensual",
  );
  await expect(page.getByTestId("landing-plans").getByTestId("plan-card-monthly")).toContainText("$20 MXN");
  await expect(page.getByTestId("landing-plans").getByTestId("plan-card-annual")).toContainText("Más Popular");
  await expect(page.getByTestId("landing-plans").getByTestId("plan-card-annual")).toContainText("2 meses gratis");
  await expect(page.getByTestId("landing-plans").getByTestId("plan-card-annual")).toContainText(
    "Acceso anticipado a nuevas funciones",
  );
  // Billing's own cards: signed out, 'Suscribirse Ahora' leads to sign-up.
  await page
    .getByTestId("landing-plans")
    .getByRole("button", { name: "Suscribirse Ahora al Plan Premium Anual" })
    .click();
  // /login?isSignUp=true hands over to the local sign-up page: wait for the end of that hop.
  await expect(page).toHaveURL(/\/cuenta\/registro/);
  await page.goto("/");
  await hero.click();
  // /chat → middleware → /login → the local sign-in page: assert where the hops end, not a
  // stop on the way, which a fast client may already have left when the first check runs.
  await expect(page).toHaveURL(/\/cuenta\/entrar$/);
});

test("a signed-in visitor is sent from / to /chat", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/chat$/);
});

test("the landing's text is painted before its scripts are requested; its buttons wait for them instead of losing a click", async ({
  page,
}) => {
  await page.goto("/");
  // Disabled until React has hydrated the card, so this click waits for it and counts.
  const before = await page.getByTestId("verse-text").textContent();
  await page.getByRole("button", { name: "Nuevo Mensaje" }).click();
  await expect(page.getByTestId("verse-text")).not.toHaveText(before ?? "");
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((r) => /\/_next\/static\/.+\.js$/.test(r.name))
      .map((r) => r.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
});

test("verse card: a landscape and one of the 13 verses; 'Nuevo Mensaje' changes it; the 6th click opens the sign-up modal", async ({
  page,
}) => {
  await page.goto("/");
  const card = page.getByTestId("verse-card");
  await card.scrollIntoViewIfNeeded();
  const img = page.getByTestId("verse-landscape");
  await expect(img).toHaveAttribute("src", /landscapes%2F(\d|1[0-5])\.webp|landscapes\/(\d|1[0-5])\.webp/);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // The box has its size before the image arrives (no layout shift): its aspect ratio is fixed in CSS.
  expect(await card.evaluate((el) => getComputedStyle(el).aspectRatio)).toMatch(/16 \/ 10|1 \/ 1/);

  const text = page.getByTestId("verse-text");
  for (let i = 1; i <= 5; i++) {
    const before = await text.textContent();
    await page.getByRole("button", { name: "Nuevo Mensaje" }).click();
    await expect(text).not.toHaveText(before ?? "");
    expect(VERSE_TEXTS).toContain(await text.textContent());
    expect(await storage(page, "shareClickCount")).toBe(String(i));
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const before = await text.textContent();
  await page.getByRole("button", { name: "Nuevo Mensaje" }).click();
  const dialog = page.getByRole("dialog", { name: "¡Únete a Berea!" });
  await expect(dialog).toBeVisible();
  await expect(text).toHaveText(before ?? "");
  expect(await storage(page, "shareClickCount")).toBe("6");
});

test("'Compartir' copies the verse and alerts where Web Share is missing, uses Web Share where present, and shares the click counter", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    // Headless Chromium has no Web Share; make that explicit.
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await page.goto("/");
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.getByRole("button", { name: "Compartir" }).click();
  await expect.poll(() => alerts).toEqual(["¡Mensaje copiado al portapapeles!"]);
  const verse = await page.getByTestId("verse-text").textContent();
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toContain(verse ?? "");
  expect(clip).toContain(
    await page.getByTestId("verse-ref").evaluate((el) => el.firstChild?.textContent?.trim() ?? ""),
  );
  expect(await storage(page, "shareClickCount")).toBe("1");

  // With Web Share available, the share sheet gets the verse instead.
  await page.evaluate(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => void w.__shared.push(data),
      configurable: true,
    });
  });
  await page.getByRole("button", { name: "Compartir" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length))
    .toBe(1);
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0]);
  expect(shared.text).toContain(verse ?? "");
  expect(alerts).toHaveLength(1);

  // Share and new-message clicks count together: 2 shares + 3 new = 5; the 6th (a share) opens the modal.
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Nuevo Mensaje" }).click();
  expect(await storage(page, "shareClickCount")).toBe("5");
  await page.getByRole("button", { name: "Compartir" }).click();
  await expect(page.getByRole("dialog", { name: "¡Únete a Berea!" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length)).toBe(1);
});

test("sign-up modal: accessible dialog with Registrarse, Iniciar Sesión and Cerrar; Esc closes it and focus stays inside", async ({
  page,
}) => {
  await holdLoginPage(page);
  await page.addInitScript(() => window.localStorage.setItem("shareClickCount", "5"));
  await page.goto("/");
  const open = page.getByRole("button", { name: "Nuevo Mensaje" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "¡Únete a Berea!" });
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog.getByRole("link", { name: "Registrarse" })).toHaveAttribute("href", "/login?isSignUp=true");
  await expect(dialog.getByRole("link", { name: "Iniciar Sesión" })).toHaveAttribute("href", "/login");
  // Focus starts inside and Tab cycles within the dialog.
  for (let i = 0; i < 5; i++) {
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toHaveCount(0);

  await open.click();
  await dialog.getByRole("link", { name: "Registrarse" }).click();
  // The test holds GET auth/login, so /login stays put and can be checked.
  await expect(page).toHaveURL(/\/login\?isSignUp=true$/);
  await page.goto("/");
  await page.getByRole("button", { name: "Nuevo Mensaje" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("demo chat answers '¿Qué dice Juan 3:16?' with the RV1909 text through the real free-chat endpoint", async ({
  page,
}) => {
  await recordAnalytics(page);
  await page.goto("/");
  const demo = page.getByTestId("demo-chat");
  await expect.poll(() => storage(page, "guestSessionId")).toMatch(/^[0-9a-f-]{36}$/);
  expect(await storage(page, "freePromptCount")).toBe("5");
  await demo.getByTestId("demo-input").fill("¿Qué dice Juan 3:16?");
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/chat/free-chat"));
  await demo.getByTestId("demo-send").click();
  const res = await answered;
  expect(res.status()).toBe(200);
  expect(res.request().headers()["x-guest-session-id"]).toBe(await storage(page, "guestSessionId"));
  await expect(demo.getByTestId("demo-user-message")).toHaveText("¿Qué dice Juan 3:16?");
  const bot = demo.getByTestId("demo-bot-message");
  await expect(bot).toContainText(JOHN_3_16);
  expect(JOHN_3_16).toContain("Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito");
  await expect(bot.getByTestId("demo-citation").first()).toContainText("Juan 3:16");
  // Markdown is rendered (the answer's bold and quote are elements, not asterisks).
  await expect(bot.locator("strong").first()).toBeVisible();
  await expect(bot).not.toContainText("**");
  expect(await storage(page, "freePromptCount")).toBe("4");
  expect(await storage(page, "chatMessageCount")).toBe("1");
  await expect(demo.getByTestId("demo-remaining")).toHaveText("4 preguntas gratuitas");
  expect((await events(page)).filter((e) => e.event === "DemoClick")).toHaveLength(1);
});

test("the 6th guest prompt: after 5 answers the input is disabled, the placeholder asks to sign in and the modal opens", async ({
  page,
}) => {
  await page.goto("/");
  const demo = page.getByTestId("demo-chat");
  const input = demo.getByTestId("demo-input");
  for (let i = 1; i <= 5; i++) {
    await input.fill(`Salmo ${i}`);
    await demo.getByTestId("demo-send").click();
    await expect(demo.getByTestId("demo-bot-message")).toHaveCount(i);
  }
  expect(await storage(page, "freePromptCount")).toBe("0");
  expect(await storage(page, "chatMessageCount")).toBe("5");
  await expect(page.getByRole("dialog", { name: "¡Únete a Berea!" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cerrar" }).click();
  await expect(input).toBeDisabled();
  await expect(input).toHaveAttribute("placeholder", /[Ii]nicia sesión/);
  // After a reload the count still holds: the 6th prompt cannot be typed.
  await page.reload();
  await expect(demo.getByTestId("demo-input")).toBeDisabled();
  await expect(demo.getByTestId("demo-remaining")).toHaveText("Sin preguntas gratuitas");
});

test("a 429 from the server (guest id exhausted through the API) sets the count to 0, opens the modal and says so", async ({
  page,
}) => {
  const guestId = randomUUID();
  for (let i = 0; i < 5; i++) expect((await freeChat(page, guestId, `Juan ${i + 1}:1`)).status()).toBe(200);
  const sixth = await freeChat(page, guestId, "Juan 6:1");
  expect(sixth.status()).toBe(429);

  await page.addInitScript((id) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("guestSessionId", id);
      localStorage.setItem("freePromptCount", "5");
      sessionStorage.setItem("seeded", "1");
    }
  }, guestId);
  await page.goto("/");
  const demo = page.getByTestId("demo-chat");
  await demo.getByTestId("demo-input").fill("¿Qué es la fe?");
  await demo.getByTestId("demo-send").click();
  await expect(demo.getByTestId("demo-bot-message")).toHaveText(GUEST_QUOTA_MESSAGE);
  await expect(page.getByRole("dialog", { name: "¡Únete a Berea!" })).toBeVisible();
  expect(await storage(page, "freePromptCount")).toBe("0");
  await page.keyboard.press("Escape");
  await expect(demo.getByTestId("demo-input")).toBeDisabled();
});

test("any other demo failure says so in the chat and keeps the free prompt; a missing guest id is such a failure", async ({
  page,
}) => {
  let calls = 0;
  await page.route("**/api/v1/chat/free-chat", (route) => {
    calls += 1;
    return route.fulfill({
      status: 502,
      contentType: "application/json",
      body: '{"detail":"x","code":"answer:failed"}',
    });
  });
  await page.goto("/");
  const demo = page.getByTestId("demo-chat");
  await demo.getByTestId("demo-input").fill("¿Quién fue Moisés?");
  await demo.getByTestId("demo-send").click();
  await expect(demo.getByTestId("demo-bot-message")).toHaveText(GUEST_ERROR_MESSAGE);
  expect(await storage(page, "freePromptCount")).toBe("5");
  expect(calls).toBe(1);

  // The guest id vanished (storage cleared in another tab): the internal error never reaches the server.
  await page.unroute("**/api/v1/chat/free-chat");
  await page.evaluate(() => localStorage.removeItem("guestSessionId"));
  const warnings: string[] = [];
  page.on("console", (m) => warnings.push(m.text()));
  await demo.getByTestId("demo-input").fill("¿Quién fue Elías?");
  await demo.getByTestId("demo-send").click();
  await expect(demo.getByTestId("demo-bot-message")).toHaveCount(2);
  await expect(demo.getByTestId("demo-bot-message").nth(1)).toHaveText(GUEST_ERROR_MESSAGE);
  expect(warnings.join("\n")).toContain("Guest session ID not available.");
  expect(calls).toBe(1);
});

test("footer e-mail form goes to sign-up with the typed e-mail, or without it when empty, and records Signup", async ({
  page,
}) => {
  await recordAnalytics(page);
  await holdLoginPage(page);
  await page.goto("/");
  const form = page.getByTestId("footer-signup");
  await expect(form.getByRole("textbox")).toHaveAttribute("type", "email");
  await form.getByRole("textbox").fill("ana.lopez+biblia@example.com");
  await form.getByRole("button", { name: "Crear cuenta gratis" }).click();
  await expect(page).toHaveURL(/\/login\?isSignUp=true&email=ana\.lopez%2Bbiblia%40example\.com$/);

  await page.goto("/");
  // Before hydration the browser submits the form itself (tested above) and nothing is recorded.
  await expect(page.locator("[data-hydrating]")).toHaveCount(0);
  const signupEvents = page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener("berea:track", (e) => resolve((e as CustomEvent).detail), { once: true });
      }),
  );
  await page.getByTestId("footer-signup").getByRole("button", { name: "Crear cuenta gratis" }).click();
  expect(await signupEvents).toMatchObject({ event: "Signup" });
  await expect(page).toHaveURL(/\/login\?isSignUp=true$/);
});

test("footer links to /terms#terms and /terms#privacy; /terms holds both with a 96 px offset", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer#contact");
  await expect(footer.getByRole("link", { name: "Términos de uso" })).toHaveAttribute("href", "/terms#terms");
  await expect(footer.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute("href", "/terms#privacy");
  await footer.getByRole("link", { name: "Aviso de privacidad" }).click();
  await expect(page).toHaveURL(/\/terms#privacy$/);
  const privacy = page.locator("#privacy");
  await expect(privacy.getByRole("heading", { level: 2, name: "Aviso de privacidad" })).toBeVisible();
  await expect(privacy).toContainText("derechos ARCO");
  await expect(privacy).toContainText("Stripe");
  await expect(privacy).toContainText("PostHog");
  expect(await privacy.evaluate((el) => getComputedStyle(el).scrollMarginTop)).toBe("96px");
  await expect.poll(() => privacy.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(96);

  await page.goto("/terms#terms");
  const terms = page.locator("#terms");
  await expect(terms.getByRole("heading", { level: 2, name: "Términos de uso" })).toBeVisible();
  expect(await terms.evaluate((el) => getComputedStyle(el).scrollMarginTop)).toBe("96px");
  const html = await (await page.request.get("/terms")).text();
  expect(html).toMatch(/<title>Términos de uso y Aviso de privacidad \| Berea<\/title>/);
  expect(html).toMatch(/<meta property="og:image"/);
});

test("?section=features scrolls there with a 76 px offset, records SectionNavigation and replaces the URL with /", async ({
  page,
}) => {
  await recordAnalytics(page);
  await page.goto("/?section=features");
  await expect(page).toHaveURL(/\/$/);
  const features = page.locator("#features");
  await expect
    .poll(() => features.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
    .toBe(76);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect(await events(page)).toContainEqual({
    event: "SectionNavigation",
    props: { section: "features", found: true },
  });
});
