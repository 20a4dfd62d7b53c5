import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures.ts";

// The Bible reader (issue 14): chapter pages, their addresses, the 404, citation links from answers,
// verse selection and sharing, the share image.

async function dialogs(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

test("a chapter page: verses with anchors, metadata, introduction, neighbours and JSON-LD", async ({ page }) => {
  await page.goto("/biblia/juan/3");
  await expect(page.getByRole("heading", { level: 1, name: "Juan 3" })).toBeVisible();
  await expect(page).toHaveTitle("Juan 3 — Reina-Valera 1909 | Berea");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/biblia\/juan\/3$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Juan 3/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_MX");
  await expect(page.locator("#v16")).toContainText("Porque de tal manera amó Dios al mundo");
  await expect(page.locator("#v16").getByRole("button", { name: "Versículo 16" })).toBeVisible();
  await expect(page.getByText("El evangelio según Juan", { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId("chapter-prev")).toHaveAttribute("href", "/biblia/juan/2");
  await expect(page.getByTestId("chapter-next")).toHaveAttribute("href", "/biblia/juan/4");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@type": "Chapter", name: "Juan 3", inLanguage: "es" });

  // The numbering note where RVR1960 differs, and the book list.
  await page.goto("/biblia/jonas/1");
  await expect(page.getByTestId("numbering-note")).toContainText("Jonás 1:17 (RVR1960) es aquí Jonás 2:1.");
  await page.goto("/biblia");
  await expect(page.getByRole("heading", { name: "Antiguo Testamento" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Apocalipsis\s*22 capítulos$/ })).toHaveAttribute(
    "href",
    "/biblia/apocalipsis/1",
  );
});

test("a chapter's text is painted before its scripts are requested; the verse numbers work once they run", async ({
  page,
}) => {
  await page.goto("/biblia/juan/3");
  const verse = page.locator("#v16").getByRole("button", { name: "Versículo 16" });
  // Disabled until the selection code runs, so this click waits for it instead of being lost.
  await verse.click();
  await expect(verse).toHaveAttribute("aria-pressed", "true");
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

test("common forms redirect with 308 to the canonical chapter, a verse to its anchor", async ({ request, page }) => {
  for (const [from, to] of [
    ["/biblia/Juan/3", "/biblia/juan/3"],
    ["/biblia/jn/3", "/biblia/juan/3"],
    ["/biblia/1co/13", "/biblia/1-corintios/13"],
  ]) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(new URL(res.headers().location, "http://x").pathname).toBe(to);
  }
  await page.goto("/biblia/juan/3/16");
  await expect(page).toHaveURL(/\/biblia\/juan\/3#v16$/);
  expect(await page.locator("#v16").evaluate((el) => el.matches(":target"))).toBe(true);
});

test("an unknown book or chapter gets a Spanish 404 that suggests the nearest", async ({ page }) => {
  const res = await page.goto("/biblia/genesys/3");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
  await expect(page.getByTestId("nearest-passage")).toContainText("¿Quisiste decir Génesis 3?");
  await expect(page.getByTestId("nearest-passage").getByRole("link")).toHaveAttribute("href", "/biblia/genesis/3");
  const res2 = await page.goto("/biblia/juan/40");
  expect(res2?.status()).toBe(404);
  await expect(page.getByTestId("nearest-passage")).toContainText("Juan 21");
});

test("search: a reference goes to its verse, a phrase to its verse, a subject lists its passages", async ({ page }) => {
  await page.goto("/biblia");
  await page.getByTestId("reader-search-input").fill("jn 3 16");
  await page.getByTestId("reader-search-input").press("Enter");
  await expect(page).toHaveURL(/\/biblia\/juan\/3#v16$/);
  // Today's wording, from the chapter page's own box: RV1909 says "JEHOVÁ es mi luz y mi salvación".
  await page.getByTestId("reader-search-input").fill("el Señor es mi luz y mi salvación");
  await page.getByTestId("reader-search-input").press("Enter");
  await expect(page).toHaveURL(/\/biblia\/salmos\/27#v1$/);
  await expect(page.locator("#v1")).toContainText("JEHOVÁ es mi luz y mi salvación");
  await page.getByTestId("reader-search-input").fill("ansiedad");
  await page.getByTestId("reader-search-input").press("Enter");
  await expect(page.getByTestId("search-subjects")).toContainText("Filipenses 4:6-7");
});

test("selecting verses: copy, share with the copy fallback, ask Berea", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  const alerts = await dialogs(page);
  await page.goto("/biblia/juan/3");
  await page.locator("#v16").getByRole("button", { name: "Versículo 16" }).click();
  await page.locator("#v17").getByRole("button", { name: "Versículo 17" }).click();
  await expect(page.locator("#v16").getByRole("button", { name: "Versículo 16" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByTestId("selection-reference")).toHaveText("Juan 3:16-17");

  await page.getByTestId("selection-bar").getByRole("button", { name: "Copiar" }).click();
  await expect(page.getByTestId("selection-status")).toHaveText("Copiado al portapapeles.");
  let clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toContain("Porque de tal manera amó Dios al mundo");
  expect(clip).toContain("Juan 3:16-17");
  expect(clip).toContain("/biblia/juan/3?v=16-17");

  await page.evaluate(() => navigator.clipboard.writeText(""));
  await page.getByTestId("selection-bar").getByRole("button", { name: "Compartir" }).click();
  await expect.poll(() => alerts).toEqual(["¡Mensaje copiado al portapapeles!"]);
  clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toContain("Porque no envió Dios á su Hijo al mundo");
  expect(clip).toContain("/biblia/juan/3?v=16-17");

  // A guest asking about the passage lands in the landing's demo with the question typed.
  await page.getByTestId("ask-about-passage").click();
  await expect(page.locator("#demo-input")).toHaveValue("¿Qué enseña Juan 3:16-17?");
});

test("Web Share gets the passage and its link when the browser has it", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: ShareData) => void w.__shared.push(data),
      configurable: true,
    });
  });
  await page.goto("/biblia/salmos/23");
  await page.locator("#v1").getByRole("button", { name: "Versículo 1" }).click();
  await page.getByTestId("selection-bar").getByRole("button", { name: "Compartir" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length))
    .toBe(1);
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0]);
  expect(shared.text).toContain("JEHOVÁ es mi pastor");
  expect(shared.url).toMatch(/\/biblia\/salmos\/23\?v=1$/);
});

test("a shared link shows those verses selected, with their image as the link preview", async ({ page, request }) => {
  await page.goto("/biblia/juan/3?v=16-17");
  await expect(page.getByTestId("selection-reference")).toHaveText("Juan 3:16-17");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/biblia\/juan\/3$/);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(/\/compartir-imagen\/juan\/3\/16-17$/);

  const res = await request.get(new URL(image!).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  const png = await res.body();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
  // The text is drawn: another verse gives another image; the same verses the same one.
  const other = await (await request.get("/compartir-imagen/juan/3/1")).body();
  const again = await (await request.get(new URL(image!).pathname)).body();
  expect(Buffer.compare(png, other)).not.toBe(0);
  expect(Buffer.compare(png, again)).toBe(0);

  // Rendered in the browser, the image shows the verse: compare against a blank card's pixels.
  await page.goto(new URL(image!).pathname);
  const inked = await page.evaluate(async () => {
    const img = document.querySelector("img")!;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext("2d")!;
    ctx.drawImage(img, 0, 0);
    // White text over the dark card: count near-white pixels in the passage's band.
    const { data } = ctx.getImageData(0, 180, 1200, 260);
    let white = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] > 235 && data[i + 1] > 235 && data[i + 2] > 235) white++;
    return white;
  });
  expect(inked).toBeGreaterThan(5000);
  expect((await request.get("/compartir-imagen/juan/3/99")).status()).toBe(404);
});

test("a citation in a chat answer links to the highlighted verse, with a preview", async ({ signedInPage: page }) => {
  await page.goto("/chat");
  await page.getByTestId("chat-input").fill("Juan 3:16");
  await page.getByTestId("chat-send").click();
  const answer = page.locator('[data-testid="chat-message"][data-sender="bot"]').last();
  const link = answer.getByTestId("reference-link").first();
  await expect(link).toHaveAttribute("href", "/biblia/juan/3#v16");

  // The preview: hidden, shown on keyboard focus and by the toggle (touch), without moving the text.
  const preview = answer.getByTestId("reference-preview").first();
  await expect(preview).toBeHidden();
  const before = await answer.boundingBox();
  await link.focus();
  await expect(preview).toBeVisible();
  await expect(preview).toContainText("Porque de tal manera amó Dios al mundo");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await answer.getByTestId("reference-preview-toggle").first().click();
  await expect(preview).toBeVisible();
  expect(await answer.boundingBox()).toEqual(before);
  await answer.getByTestId("reference-preview-toggle").first().click();
  await expect(preview).toBeHidden();

  await link.click();
  await expect(page).toHaveURL(/\/biblia\/juan\/3#v16$/);
  const verse = page.locator("#v16");
  await expect(verse).toBeInViewport();
  expect(
    await verse.evaluate((el) => el.matches(":target") && getComputedStyle(el).backgroundColor !== "rgba(0, 0, 0, 0)"),
  ).toBe(true);
});

test("a subscriber saves a verse with a note and finds it after reload; others get 403", async ({ page, browser }) => {
  await signUpViaApi(page);
  const checkout = await page.request.post("/api/v1/payments/checkout", { data: { plan: "monthly" } });
  const demo = new URL(((await checkout.json()) as { url: string }).url, "http://x");
  await page.goto(`${demo.pathname}${demo.search}`);
  await page.getByTestId("demo-confirm").click();
  await expect(page).toHaveURL(/\/chat/);

  await page.goto("/biblia/salmos/23");
  await page.locator("#v1").getByRole("button", { name: "Versículo 1" }).click();
  await page.getByTestId("library-open").click();
  await page.getByTestId("library-form").getByLabel("Verde").check();
  await page
    .getByTestId("library-form")
    .getByPlaceholder("Nota privada (opcional)")
    .fill("Leer con mi grupo el domingo");
  await page.getByTestId("library-form").getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByTestId("library-status")).toHaveText("Guardado en Mi biblioteca.");

  await page.goto("/biblioteca");
  await page.reload();
  const item = page.getByTestId("library-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Salmos 23:1");
  await expect(item).toContainText("JEHOVÁ es mi pastor");
  await expect(item.getByTestId("library-note")).toHaveText("Nota: Leer con mi grupo el domingo");
  await page.getByRole("searchbox", { name: "Buscar en Mi biblioteca" }).fill("domingo");
  await page.getByRole("searchbox", { name: "Buscar en Mi biblioteca" }).press("Enter");
  await expect(page.getByTestId("library-item")).toHaveCount(1);
  const exported = await page.request.get("/api/v1/library/export");
  expect(exported.headers()["content-type"]).toContain("text/markdown");
  expect(await exported.text()).toContain("## Salmos 23:1");

  // Another signed-in user cannot read it, and as a free user sees the way to subscribe.
  const list = (await (await page.request.get("/api/v1/library")).json()) as { items: { id: string }[] };
  const other = await browser.newContext({ baseURL: page.url().replace(/\/biblioteca.*$/, "") });
  const otherPage = await other.newPage();
  await signUpViaApi(otherPage);
  const res = await otherPage.request.get(`/api/v1/library/${list.items[0].id}`);
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { code: string }).code).toBe("forbidden:user");
  await otherPage.goto("/biblioteca");
  await expect(otherPage.getByTestId("library-subscribe")).toHaveAttribute("href", "/subscribe");
  await expect(otherPage.getByTestId("library-subscribe")).toHaveText("Suscribirme ahora");
  await otherPage.goto("/biblia/salmos/23");
  await otherPage.locator("#v2").getByRole("button", { name: "Versículo 2" }).click();
  await otherPage.getByTestId("library-open").click();
  await otherPage.getByTestId("library-form").getByRole("button", { name: "Guardar" }).click();
  await expect(otherPage.getByTestId("library-status")).toContainText("Suscribirme ahora");
  await other.close();
});
