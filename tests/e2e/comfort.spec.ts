import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, signUpViaApi, LOOKUP_QUESTIONS, type TestUser } from "./fixtures.ts";

// Issue 19: a chat comfortable for an hour of study. Room to read at four window sizes, keeping the
// person's place, what people do with an answer, keyboard and screen readers, reading comfort.
// Screenshots land in tests/e2e/artifacts/chatui/ (git-ignored) for a person to look at.

const SHOTS = "tests/e2e/artifacts/chatui";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

test.use({ timezoneId: "America/Mexico_City" });

/** A free day's worth (FREE_DAILY_LIMIT=5): every one is answered. */
const QUESTIONS = LOOKUP_QUESTIONS.slice(0, 5);

/** Asks through the API (fast): the history the chat then loads. */
async function askViaApi(page: Page, user: TestUser, text: string) {
  const res = await page.request.post("/api/v1/chat/send", {
    data: { text, sender: "user", timestamp: new Date().toISOString(), user_id: user.id },
  });
  expect(res.status()).toBe(200);
}

/** The message list's visible height as a share of the window's height. */
async function listShare(page: Page): Promise<number> {
  return page.getByTestId("chat-messages").evaluate((el) => {
    const r = el.getBoundingClientRect();
    const visible = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
    return visible / window.innerHeight;
  });
}

/** Every element is reachable: scrolled into view it lies inside the window and is what a click there hits. */
async function expectReachable(page: Page, testIds: string[]) {
  for (const id of testIds) {
    const el = page.getByTestId(id).first();
    await el.scrollIntoViewIfNeeded();
    const ok = await el.evaluate((node) => {
      const r = node.getBoundingClientRect();
      const inside =
        r.top >= -1 && r.left >= -1 && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 10));
      return {
        inside,
        hit: hit !== null && (node === hit || node.contains(hit)),
        box: [r.top, r.bottom, r.left, r.right],
      };
    });
    expect(ok, `${id} at ${JSON.stringify(ok.box)}`).toMatchObject({ inside: true, hit: true });
  }
}

const shares: Record<string, number> = {};
test.afterAll(() => {
  console.log(`[chatui] message list share of the window height: ${JSON.stringify(shares)}`);
});

test("room to read: the message list's share of the height at phone and laptop sizes, every spec element present", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await signUpViaApi(page);

  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/chat");
  await expect(page.getByTestId("chat-suggestion").first()).toBeVisible();
  shares["375x667"] = await listShare(page);
  await shot(page, "chat-375x667");
  expect(shares["375x667"]).toBeGreaterThanOrEqual(0.45);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId("chat-suggestion").first()).toBeVisible();
  shares["1280x800"] = await listShare(page);
  await shot(page, "chat-1280x800-empty");
  expect(shares["1280x800"]).toBeGreaterThanOrEqual(0.5);

  for (const q of QUESTIONS) await askViaApi(page, user, q);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId("chat-limit-banner")).toBeVisible();
  await expect(page.getByTestId("chat-message")).toHaveCount(10);
  // Every spec element is still there after the limit: header, e-mail, list, banner with its link, input, send.
  await expect(page.getByRole("heading", { level: 1, name: "Diálogo Espiritual" })).toBeVisible();
  await expect(page.getByTestId("chat-user-email")).toHaveText(user.email);
  await expect(page.getByTestId("chat-subscribe")).toHaveText("Suscribirme ahora");
  await expect(page.getByTestId("chat-renewal")).toContainText("medianoche");
  await expect(page.getByTestId("chat-suggestion")).toHaveCount(0);
  shares["375x812-after-limit"] = await listShare(page);
  await shot(page, "chat-375x812-after-limit");
  expect(shares["375x812-after-limit"]).toBeGreaterThanOrEqual(0.6);

  await page.setViewportSize({ width: 1280, height: 800 });
  shares["1280x800-after-limit"] = await listShare(page);
  await shot(page, "chat-1280x800-after-limit");
  expect(shares["1280x800-after-limit"]).toBeGreaterThanOrEqual(0.5);

  // A 1280x800 window at 200% and 400% zoom: nothing cut off, the page scrolls where it must.
  for (const [w, h, name] of [
    [640, 400, "200"],
    [320, 200, "400"],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => window.scrollTo(0, 0));
    shares[`${w}x${h}`] = await listShare(page);
    await shot(page, `chat-${w}x${h}-zoom${name}-top`);
    // Reflow: nothing runs off to the side (only the chip row scrolls sideways, inside itself).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectReachable(page, [
      "chat-user-email",
      "chat-quota",
      "chat-messages",
      "chat-limit-banner",
      "chat-subscribe",
      "chat-input",
      "chat-send",
    ]);
    await shot(page, `chat-${w}x${h}-zoom${name}-bottom`);
  }
  expect(shares["640x400"]).toBeGreaterThanOrEqual(0.5);
});

const bots = (page: Page) => page.locator('[data-testid="chat-message"][data-sender="bot"]');
const users = (page: Page) => page.locator('[data-testid="chat-message"][data-sender="user"]');

test("the text box keeps focus after sending, and stays usable while the answer comes; answers are announced once, with who said them", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/chat");
  const input = page.getByTestId("chat-input");
  await expect(page.getByTestId("chat-empty")).toBeVisible();

  // The skip link is the first Tab stop and lands in the text box.
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("skip-link")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(input).toBeFocused();

  await page.route("**/api/v1/chat/send", async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await input.fill("¿Qué dice Juan 3:16?");
  await input.press("Enter");
  await expect(page.getByTestId("chat-thinking")).toHaveText("Pensando...");
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  await expect(page.getByTestId("chat-send")).toBeDisabled();
  // The next question can be typed while the answer comes.
  await page.keyboard.type("Salmo 23");
  await expect(bots(page).and(page.locator('[data-status="ok"]'))).toHaveCount(1);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("Salmo 23");

  // Clicking 'Enviar' also leaves focus in the box.
  await page.getByTestId("chat-send").click();
  await expect(bots(page).and(page.locator('[data-status="ok"]'))).toHaveCount(2);
  await expect(input).toBeFocused();

  // Each message says who said it; only the newest complete answer is in the live region.
  await expect(users(page).first()).toContainText("Tú:");
  await expect(bots(page).first()).toContainText("Berea:");
  await expect(page.getByTestId("chat-messages")).not.toHaveAttribute("aria-live", /.+/);
  await expect(page.getByTestId("chat-announcer")).toHaveAttribute("aria-live", "polite");
  const spoken = await page.getByTestId("chat-announcer").innerText();
  expect(spoken.startsWith("Berea: ")).toBe(true);
  expect(spoken).toContain("Salmo");
  await expect(page.getByTestId("chat-day").first()).toHaveText("Hoy");
});

test("the demo's text box keeps focus after sending; after the sign-up modal closes focus has somewhere to go", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("freePromptCount", "2");
      sessionStorage.setItem("seeded", "1");
    }
  });
  await page.goto("/#demo");
  // The landing's scripts load after its first paint (issue 14); until React hydrates, Enter in the
  // demo does nothing (its send button is disabled) and the typed text waits in the box.
  await expect(page.locator("[data-hydrating]")).toHaveCount(0);
  const input = page.getByTestId("demo-input");
  await input.fill("¿Qué dice Juan 3:16?");
  await input.press("Enter");
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  await expect(page.getByTestId("demo-bot-message")).toHaveCount(1);
  await expect(input).toBeFocused();
  await expect(page.getByTestId("demo-announcer")).toContainText("Berea:");

  // The last free question: the modal opens; closing it puts focus on the way forward.
  await input.fill("Salmo 23");
  await page.getByTestId("demo-send").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Crea tu cuenta gratis" })).toBeFocused();

  // The hero's promise links to the demo.
  await expect(page.getByTestId("hero-demo-link")).toHaveAttribute("href", "#demo");
  await expect(page.getByRole("link", { name: /^Prueba .+ Ahora$/ })).toHaveAttribute("href", "/chat");
});

/** A long stored answer (JSON, as a server without streaming sends it). */
function longAnswer(paragraphs: number): string {
  return Array.from(
    { length: paragraphs },
    (_, i) =>
      `**Párrafo ${i + 1}.** Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.`,
  ).join("\n\n");
}

test("a new answer opens at its first line with its question on top; 'Ir al final' goes to the end", async ({
  page,
}) => {
  const user = await signUpViaApi(page);
  await askViaApi(page, user, QUESTIONS[0]);
  await askViaApi(page, user, QUESTIONS[1]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/chat");
  await expect(bots(page)).toHaveCount(2);
  await page.route("**/api/v1/chat/send", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        text: longAnswer(30),
        timestamp: new Date().toISOString(),
        citations: [{ reference: "Juan 3:16", text: "Porque de tal manera amó Dios al mundo" }],
      }),
    }),
  );
  await page.getByTestId("chat-input").fill("Háblame del amor de Dios");
  await page.getByTestId("chat-input").press("Enter");
  await expect(bots(page)).toHaveCount(3);
  await page.waitForTimeout(300);
  const list = page.getByTestId("chat-messages");
  const listBox = (await list.boundingBox())!;
  const questionBox = (await users(page).last().boundingBox())!;
  const firstLine = bots(page).last().getByText("Párrafo 1.");
  expect(questionBox.y - listBox.y).toBeGreaterThanOrEqual(0);
  expect(questionBox.y - listBox.y).toBeLessThan(60);
  await expect(firstLine).toBeInViewport();
  await shot(page, "chat-1280x800-answer-opens-at-top");

  const toEnd = page.getByTestId("chat-to-end");
  await expect(toEnd).toBeVisible();
  await toEnd.click();
  await expect(bots(page).last().getByText("Párrafo 30.")).toBeInViewport();
  await expect(toEnd).toHaveCount(0);
  await expect(page.getByTestId("chat-input")).toBeFocused();
});

test("'Copiar' gives plain text with its references; 'Compartir' uses the share sheet, else copies and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[]; __noShare?: boolean };
    w.__shared = [];
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      get() {
        return sessionStorage.getItem("noShare") ? undefined : async (data: ShareData) => void w.__shared.push(data);
      },
    });
  });
  const user = await signUpViaApi(page);
  await askViaApi(page, user, "¿Qué dice Juan 3:16?");
  await page.goto("/chat");
  const answer = bots(page).first();
  await answer.getByTestId("chat-copy").click();
  await expect(answer.getByTestId("chat-copy")).toHaveText("¡Copiado!");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).not.toContain("**");
  expect(copied).not.toMatch(/^Berea:/);
  expect(copied).toContain("Pasajes citados:");
  expect(copied).toMatch(/Juan 3:16 \(RV1909\): «/);
  await expect(page.getByTestId("chat-input")).not.toBeFocused();

  await answer.getByTestId("chat-share").click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared).toHaveLength(1);
  expect(shared[0].text).toContain("Juan 3:16 (RV1909)");
  // Each cited passage leads to its verse in the Bible reader (issue 14).
  expect(shared[0].text).toContain(`${new URL(page.url()).origin}/biblia/juan/3?v=16#v16`);

  // Without the Web Share API: the spec's copy and alert.
  await page.evaluate(() => sessionStorage.setItem("noShare", "1"));
  await page.evaluate(() => navigator.clipboard.writeText(""));
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await answer.getByTestId("chat-share").click();
  await expect.poll(() => alerts).toEqual(["¡Mensaje copiado al portapapeles!"]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Pasajes citados:");
});

test("'Detener' ends a streaming answer: after a sentence arrived it is kept and said to count; before, nothing is spent", async ({
  page,
}) => {
  // A stream that sends one verified sentence (or none) and then waits, as a slow model would.
  await page.addInitScript(() => {
    const real = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith("/api/v1/chat/send")) return real(input, init);
      const first = sessionStorage.getItem("silent") ? null : "Dios amó al mundo de tal manera que dio a su Hijo. ";
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          if (first)
            controller.enqueue(new TextEncoder().encode(`event: delta\ndata: ${JSON.stringify({ text: first })}\n\n`));
          init?.signal?.addEventListener("abort", () => controller.error(new DOMException("Aborted", "AbortError")));
        },
      });
      return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
    };
  });
  await signUpViaApi(page);
  await page.goto("/chat");
  const input = page.getByTestId("chat-input");
  await input.fill("¿Qué dice Juan 3:16?");
  await input.press("Enter");
  await expect(bots(page).first()).toContainText("Dios amó al mundo");
  await expect(bots(page).first()).toHaveAttribute("data-status", "streaming");
  await page.getByTestId("chat-stop").click();
  await expect(bots(page).first()).toHaveAttribute("data-status", "stopped");
  await expect(page.getByTestId("chat-stopped-note")).toContainText("cuenta como una de tus preguntas");
  await expect(page.getByTestId("chat-stop")).toHaveCount(0);
  await expect(page.getByTestId("chat-send")).toBeEnabled();
  await expect(input).toBeFocused();

  await page.evaluate(() => sessionStorage.setItem("silent", "1"));
  await input.fill("Salmo 23");
  await input.press("Enter");
  await expect(page.getByTestId("chat-thinking")).toBeVisible();
  await page.getByTestId("chat-stop").click();
  await expect(users(page).last()).toHaveAttribute("data-status", "stopped");
  await expect(users(page).last()).toContainText("no se descontó");
  await expect(users(page).last().getByTestId("chat-retry")).toBeVisible();
  await expect(bots(page)).toHaveCount(1);
});

test("'Otra respuesta' asks again as a new question, and says so", async ({ page }) => {
  const user = await signUpViaApi(page);
  await askViaApi(page, user, "¿Qué dice Romanos 8:28?");
  await page.goto("/chat");
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-remaining", "4");
  await expect(page.getByTestId("chat-regenerate")).toHaveCount(1);
  await expect(page.getByTestId("chat-regenerate")).toHaveAccessibleDescription("Cuenta como una pregunta nueva");
  await expect(page.getByText("Cuenta como una pregunta nueva")).toBeVisible();
  await page.getByTestId("chat-regenerate").click();
  await expect(bots(page).and(page.locator('[data-status="ok"]'))).toHaveCount(2);
  await expect(users(page)).toHaveCount(2);
  await expect(users(page).last()).toContainText("¿Qué dice Romanos 8:28?");
  await expect(page.getByTestId("chat-quota")).toHaveAttribute("data-remaining", "3");
  // Only the newest answer offers it.
  await expect(page.getByTestId("chat-regenerate")).toHaveCount(1);
  await expect(bots(page).last().getByTestId("chat-regenerate")).toBeVisible();
});

test("the avatar menu works with the keyboard alone: a disclosure that closes on Escape and when focus leaves", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/account");
  await expect(page.getByTestId("account-plan")).toHaveText("Plan gratuito");
  const button = page.getByTestId("account-menu-button");
  const menu = page.getByTestId("account-menu");
  for (let i = 0; i < 12 && !(await button.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Chat", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("button", { name: "Cerrar Sesión" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Mi Cuenta" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account$/);
});

test("a form error flags every invalid field at once and focuses the first; the password can be shown", async ({
  page,
}) => {
  await page.goto("/cuenta/registro");
  const submit = page.getByRole("button", { name: "Crear cuenta" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByLabel("Nombre")).toBeFocused();
  for (const label of ["Nombre", "Correo electrónico", "Contraseña"])
    await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("field-error")).toHaveCount(3);
  await expect(page.getByLabel("Correo electrónico")).toHaveAccessibleDescription(
    "Escribe un correo electrónico válido.",
  );

  await page.getByLabel("Nombre").fill("Lidia");
  await page.getByLabel("Contraseña").fill("corta");
  await submit.click();
  await expect(page.getByLabel("Correo electrónico")).toBeFocused();
  await expect(page.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByTestId("field-error")).toHaveCount(2);

  const password = page.getByLabel("Contraseña");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByTestId("password-toggle").click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByTestId("password-toggle")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("password-toggle").click();
  await expect(password).toHaveAttribute("type", "password");
});

test("the text size is kept per browser across a reload and applies to the chat and the demo", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/chat");
  const rootSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(await rootSize()).toBe(16);
  await page.getByTestId("text-size-larger").click();
  await expect(page.getByTestId("text-size-larger")).toHaveAttribute("aria-pressed", "true");
  expect(await rootSize()).toBe(20);
  await page.reload();
  await expect(page.getByTestId("text-size-larger")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(rootSize).toBe(20);
  await shot(page, "chat-1280x720-text-larger");
  // The landing (signed out: a signed-in visitor goes to /chat) shares the setting.
  await page.context().clearCookies();
  await page.goto("/");
  await expect.poll(rootSize).toBe(20);
  await page.getByTestId("demo-chat").getByTestId("text-size-large").click();
  expect(await rootSize()).toBe(18);
});

test("unknown pages get a Spanish 404", async ({ page }) => {
  const res = await page.goto("/esta-pagina-no-existe");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
  await expect(page.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/");
  await expect(page).toHaveTitle(/Página no encontrada/);
  expect(await page.locator("html").getAttribute("lang")).toBe("es");
});

test.describe("both themes", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`axe finds no violation on any page, ${scheme} theme; screenshots at each size`, async ({ page }) => {
      test.setTimeout(240_000);
      // Hydrated and settled: the page's own main control is there, then axe reads the page.
      const ready = async (path: string) => {
        await page.goto(path);
        await page.waitForLoadState("load");
        const marker: Record<string, string> = { "/chat": "chat-input", "/account": "account-usage" };
        if (marker[path]) await expect(page.getByTestId(marker[path])).toBeVisible();
        await page.waitForTimeout(300);
      };
      await page.emulateMedia({ colorScheme: scheme });
      const expectNoViolations = async (where: string) => {
        const result = await new AxeBuilder({ page }).analyze();
        expect(
          result.violations.map((v) => `${where}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`),
        ).toEqual([]);
      };
      for (const path of ["/", "/terms", "/cuenta/entrar", "/cuenta/registro", "/esta-pagina-no-existe"]) {
        await ready(path);
        await expectNoViolations(path);
      }
      // The form in its error state too.
      await page.getByRole("link", { name: "Ir al inicio" }).waitFor();
      await page.goto("/cuenta/registro");
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await expectNoViolations("/cuenta/registro (errors)");

      const user = await signUpViaApi(page);
      await askViaApi(page, user, "¿Qué dice Juan 3:16?");
      for (const path of ["/chat", "/account", "/subscribe", "/demo/checkout?plan=monthly", "/demo/portal"]) {
        await ready(path);
        await expectNoViolations(path);
      }
      await page.goto("/chat");
      await expect(bots(page)).toHaveCount(1);
      await page.getByTestId("account-menu-button").click();
      await expectNoViolations("/chat (menu open)");
      await page.keyboard.press("Escape");

      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(scheme === "dark" ? "rgb(20, 17, 14)" : "rgb(251, 248, 243)");
      for (const [w, h] of [
        [375, 812],
        [375, 667],
        [1280, 800],
        [640, 400],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(100);
        await shot(page, `chat-${w}x${h}-${scheme}`);
      }
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto("/account");
      await expect(page.getByTestId("account-usage")).toBeVisible();
      await shot(page, `account-375x812-${scheme}`);
      await page.context().clearCookies();
      await page.goto("/#demo");
      await page.getByTestId("demo-input").fill("Salmo 23");
      await page.getByTestId("demo-input").press("Enter");
      await expect(page.getByTestId("demo-bot-message")).toHaveCount(1);
      await expectNoViolations("/ (demo answered)");
      await page.getByTestId("demo-chat").scrollIntoViewIfNeeded();
      await shot(page, `demo-375x812-${scheme}`);
    });
  }
});
