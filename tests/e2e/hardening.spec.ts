import { test, expect, signUpViaApi, recordNavigations } from "./fixtures.ts";

// Security headers on every page and API answer, with pages that still work under the CSP (the
// shared fixture fails any test on a CSP violation), and the checkout-success window message on
// /subscribe.

const PAGES = ["/", "/terms", "/cuenta/entrar", "/cuenta/registro", "/esta-pagina-no-existe", "/login"];

function scriptSrc(csp: string): string {
  return (
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? ""
  );
}

test("every page and API answer carries the security headers; scripts need a nonce or a hash", async ({ request }) => {
  for (const path of [...PAGES, "/chat"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(scriptSrc(csp), path).not.toContain("unsafe-inline");
    expect(scriptSrc(csp), path).toMatch(/'(nonce|sha256)-/);
    // Demo billing and no analytics: no third-party host at all.
    expect(csp, path).not.toMatch(/stripe|posthog/);
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"], path).toContain("camera=()");
    // Served over http here: no HSTS (it would be ignored, and is only sent over https).
    expect(h["strict-transport-security"], path).toBeUndefined();
  }
  const api = await request.get("/api/v1/health");
  expect(api.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a page rendered per request gets a fresh nonce each time, and a forged CSP request header changes nothing", async ({
  request,
}) => {
  await signUpViaApi(request);
  const a = (await request.get("/chat")).headers()["content-security-policy"];
  const b = (
    await request.get("/chat", {
      headers: { "Content-Security-Policy": "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='" },
    })
  ).headers()["content-security-policy"];
  const na = /'nonce-([^']+)'/.exec(a)?.[1];
  const nb = /'nonce-([^']+)'/.exec(b)?.[1];
  expect(na).toBeTruthy();
  expect(nb).toBeTruthy();
  expect(na).not.toBe(nb);
  expect(nb).not.toBe("AAAAAAAAAAAAAAAAAAAAAA==");
});

test("static and dynamic pages hydrate under the CSP", async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    // /login sends the visitor on to the sign-in page by itself.
    if (path === "/login") await page.waitForURL(/\/cuenta\/entrar/);
    // Hydrated: React attached its handlers (Next marks the document once the app router is live).
    await expect
      .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)), { message: path })
      .toBe(true);
  }
  await signUpViaApi(page);
  await page.goto("/chat");
  await expect(page.locator("#chat-input")).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next))).toBe(true);
});

test("/subscribe takes the checkout-success message from this origin, and only a well-formed one", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/subscribe");
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next))).toBe(true);
  const navigations = recordNavigations(page);
  await page.evaluate(() => window.postMessage({ type: "checkout-cancel", checkoutSessionId: "cs_nope" }, "*"));
  await page.waitForTimeout(300);
  expect(page.url()).toMatch(/\/subscribe$/);
  await page.evaluate(() => window.postMessage({ type: "checkout-success", checkoutSessionId: "cs_test_e2e" }, "*"));
  await expect.poll(() => navigations.some((u) => u.includes("/chat?session_id=cs_test_e2e"))).toBe(true);
});
