import { spawn, type ChildProcess } from "node:child_process";
import { request as playwrightRequest } from "@playwright/test";
import { test, expect, signUpViaApi, uniqueEmail } from "./fixtures.ts";
import { startOidcIssuer, type OidcIssuer } from "../support/oidc-issuer.ts";

// Sign-in end to end in Chromium: local accounts on the main test server, and the hosted-provider
// flow against a real local OIDC issuer with a second app server configured for it.

test.describe("local accounts", () => {
  test("sign up through the form, land on /chat, stay signed in after a reload", async ({ page }) => {
    const email = uniqueEmail("form");
    await page.goto(`/login?isSignUp=true&email=${encodeURIComponent(email)}`);
    // The first test of a run may meet a cold server (modules, argon2, the first pages): allow more.
    await expect(page).toHaveURL(/\/cuenta\/registro\?email=/, { timeout: 15_000 });
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(email);
    await page.getByLabel("Nombre").fill("Lucía");
    await page.getByLabel(/Apellido/).fill("Hernández");
    await page.getByLabel("Contraseña").fill("una-clave-segura");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page).toHaveURL(/\/chat$/, { timeout: 15_000 });
    await page.reload();
    await expect(page).toHaveURL(/\/chat$/, { timeout: 15_000 });
    const me = await page.request.get("/api/v1/auth/me");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, first_name: "Lucía", last_name: "Hernández" });
    const cookie = (await page.context().cookies()).find((c) => c.name === "next-auth.session-token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  test("a short password is refused with a Spanish message", async ({ page }) => {
    await page.goto("/cuenta/registro");
    await page.getByLabel("Nombre").fill("Pedro");
    await page.getByLabel("Correo electrónico").fill(uniqueEmail("short"));
    await page.getByLabel("Contraseña").fill("corta");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.locator("#password-error")).toHaveText("La contraseña debe tener al menos 10 caracteres.");
    await expect(page.getByLabel("Contraseña")).toBeFocused();
    await expect(page).toHaveURL(/\/cuenta\/registro/);
  });

  test("sign in through the form; a wrong password shows the error", async ({ page, browser }) => {
    const other = await browser.newContext();
    const user = await signUpViaApi(other.request, { firstName: "Mateo", lastName: "Ruiz" });
    await other.close();
    await page.goto(`/login?email=${encodeURIComponent(user.email)}`);
    await expect(page).toHaveURL(/\/cuenta\/entrar/);
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(user.email);
    await page.getByLabel("Contraseña").fill("no-es-la-clave");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(page.locator("#auth-error")).toHaveText("El correo o la contraseña no son correctos.");
    await page.getByLabel("Contraseña").fill(user.password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test("what is typed before the page hydrates is what the form sends", async ({ page, browser }) => {
    const other = await browser.newContext();
    const user = await signUpViaApi(other.request, { firstName: "Rut", lastName: "Díaz" });
    await other.close();
    // Hold the page's scripts, as a slow phone would, while the server-rendered form is filled in.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`/cuenta/entrar?email=${encodeURIComponent(user.email)}`, { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "Iniciar Sesión" });
    await expect(button).toBeDisabled();
    await page.getByLabel("Contraseña").fill("no-es-la-clave");
    release();
    await button.click();
    // Not "Escribe tu contraseña.": the typed password reached the server and was judged there.
    await expect(page.locator("#auth-error")).toHaveText("El correo o la contraseña no son correctos.");
    await expect(page.getByTestId("field-error")).toHaveCount(0);
  });

  test("signs out from the navbar to /, and the old cookie is refused afterwards", async ({ page }) => {
    await signUpViaApi(page, { firstName: "Sara", lastName: "Gómez" });
    const old = (await page.context().cookies()).find((c) => c.name === "next-auth.session-token");
    expect(old?.value).toBeTruthy();
    await page.goto("/account");
    await page.getByRole("button", { name: "Menú de la cuenta" }).click();
    await page.getByRole("button", { name: "Cerrar Sesión", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).some((c) => c.name === "next-auth.session-token")).toBe(false);

    const replay = await playwrightRequest.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { cookie: `next-auth.session-token=${old?.value}` },
    });
    const me = await replay.get("/api/v1/auth/me");
    expect(me.status()).toBe(401);
    expect((await me.json()).code).toBe("unauthorized:auth");
    await replay.dispose();
  });

  test("protected routes send a signed-out visitor to /login", async ({ page }) => {
    for (const path of ["/chat", "/account", "/subscribe"]) {
      await page.goto(path);
      // /login, which then hands over to the local sign-in page (the embedded default).
      await expect(page, `${path} should redirect`).toHaveURL(/\/cuenta\/entrar$/);
    }
  });

  test("a signed-in visitor at / goes to /chat", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/chat$/);
  });

  test("Mi Cuenta shows the name as first and last joined, or the first alone", async ({ page, browser }) => {
    await signUpViaApi(page, { firstName: "Isabel", lastName: "Castro" });
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Mi Cuenta", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Información Personal" })).toBeVisible();
    await expect(page.getByTestId("account-name")).toHaveText("Isabel Castro");
    await expect(page.getByRole("button", { name: "Gestionar Suscripción" })).toBeEnabled();

    const ctx = await browser.newContext();
    const alone = await ctx.newPage();
    const user = await signUpViaApi(alone, { firstName: "Tomás", lastName: "" });
    await alone.goto("/account");
    await expect(alone.getByTestId("account-name")).toHaveText("Tomás");
    await expect(alone.getByTestId("account-email")).toHaveText(user.email);
    await ctx.close();
  });

  test("/login shows the spec's error box for ?error and reloads on 'Try Again'", async ({ page }) => {
    await page.goto("/login?error=auth_failed");
    await expect(page.getByRole("heading", { name: "Authentication Error" })).toBeVisible();
    await expect(page.getByText("Authentication failed. Please try again.")).toBeVisible();
    await page.goto("/login?error=Algo%20sali%C3%B3%20mal");
    await expect(page.getByText("Algo salió mal")).toBeVisible();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page).toHaveURL(/\/cuenta\/entrar/);
  });
});

test.describe("navbar", () => {
  test("signed out at 1280 px and 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/cuenta/entrar");
    const bar = page.locator("header").first();
    for (const name of ["Características", "Demostración", "Contacto"])
      await expect(bar.getByRole("link", { name })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Regístrate" })).toHaveAttribute("href", "/login?isSignUp=true");
    await expect(bar.getByRole("link", { name: "Iniciar Sesión" })).toHaveAttribute("href", "/login");
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 120);
    });
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await expect(bar).toHaveCSS("position", "fixed");

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/cuenta/entrar");
    await expect(bar.getByRole("link", { name: "Características" })).toBeHidden();
    await expect(bar.getByRole("link", { name: "Iniciar", exact: true })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Regístrate" })).toBeVisible();

    // Section links leave for the landing with ?section=.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/\/(\?section=contact)?$/);
  });

  test("signed in: the avatar menu at 1280 px and 375 px", async ({ page }) => {
    await signUpViaApi(page, { firstName: "Rut", lastName: "Moab" });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/account");
      const bar = page.locator("header").first();
      await expect(bar.getByRole("link", { name: "Iniciar Sesión" })).toHaveCount(0);
      await bar.getByRole("button", { name: "Menú de la cuenta" }).click();
      await expect(bar.getByTestId("generic-user-icon")).toBeVisible();
      await expect(bar.getByRole("link", { name: "Chat", exact: true })).toHaveAttribute("href", "/chat");
      await expect(bar.getByRole("link", { name: "Mi Cuenta" })).toHaveAttribute("href", "/account");
      await expect(bar.getByRole("button", { name: "Cerrar Sesión", exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(bar.getByTestId("account-menu")).toBeHidden();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Hosted provider: a real OIDC issuer (oidc-provider) and a second app server configured for it.

const basePort = Number(process.env.E2E_PORT ?? 3210);
const ISSUER_PORT = Number(process.env.E2E_OIDC_ISSUER_PORT ?? basePort + 2);
const APP_PORT = Number(process.env.E2E_OIDC_APP_PORT ?? basePort + 3);
const APP = `http://127.0.0.1:${APP_PORT}`;
const CLIENT = { id: "berea-e2e", secret: "berea-e2e-secret" };

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`app server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

test.describe("hosted provider (OIDC)", () => {
  test.describe.configure({ mode: "serial" });
  let issuer: OidcIssuer | undefined;
  let app: ChildProcess | undefined;
  let appLog = "";

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    issuer = await startOidcIssuer({
      port: ISSUER_PORT,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      appUrl: APP,
    });
    app = spawn(process.execPath, ["scripts/start.mjs"], {
      env: {
        ...process.env,
        PORT: String(APP_PORT),
        HOST: "127.0.0.1",
        // The main test server already built this folder; the same build serves both.
        NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
        PGLITE_DATA_DIR: `.data/e2e-oidc-${Date.now()}`,
        APP_URL: APP,
        NEXTAUTH_URL: APP,
        NEXTAUTH_SECRET: "e2e-oidc-secret-not-for-production",
        OIDC_ISSUER: issuer.url,
        OIDC_CLIENT_ID: CLIENT.id,
        OIDC_CLIENT_SECRET: CLIENT.secret,
        OIDC_PROVIDER_NAME: "Prueba",
        LOGIN_MAX_ATTEMPTS: "1000",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    app.stdout?.on("data", (d: Buffer) => (appLog += d.toString()));
    app.stderr?.on("data", (d: Buffer) => (appLog += d.toString()));
    try {
      await waitForHealth(`${APP}/api/v1/health`, app, 200_000);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${appLog.slice(-3000)}`);
    }
  });

  test.afterAll(async () => {
    if (app && app.exitCode === null) {
      app.kill("SIGTERM");
      await new Promise((r) => app?.once("exit", r));
    }
    await issuer?.close();
  });

  test("signs up at the issuer with the e-mail hint and comes back signed in, with the mapped claims", async ({
    page,
  }) => {
    const email = uniqueEmail("oidc");
    await page.goto(`${APP}/login?isSignUp=true&email=${encodeURIComponent(email)}`);
    // The issuer's own login screen, pre-filled through login_hint.
    await expect(page).toHaveURL(new RegExp(`^${issuer!.url}/`));
    await expect(page.locator('input[name="login"]')).toHaveValue(email);
    const auth = issuer!.authorizationRequests.at(-1)!;
    expect(auth.searchParams.get("login_hint")).toBe(email);
    expect(auth.searchParams.get("screen_hint")).toBe("sign-up");
    expect(auth.searchParams.get("code_challenge_method")).toBe("S256");
    expect(auth.searchParams.get("state")).toBeTruthy();
    expect(auth.searchParams.get("redirect_uri")).toBe(`${APP}/api/auth/callback/oidc`);

    await page.locator('input[name="password"]').fill("cualquiera");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${APP}/chat`);

    const me = await page.request.get(`${APP}/api/v1/auth/me`);
    expect(me.status()).toBe(200);
    const local = email.split("@")[0];
    expect(await me.json()).toMatchObject({
      email,
      first_name: "María",
      last_name: `Prueba ${local}`,
      profile_picture_url: `https://avatars.example.com/${local}.png`,
    });

    await page.goto(`${APP}/account`);
    await expect(page.getByTestId("account-name")).toHaveText(`María Prueba ${local}`);
    const avatar = page.locator("header").first().getByRole("button", { name: "Menú de la cuenta" }).locator("img");
    await expect(avatar).toHaveAttribute("src", `https://avatars.example.com/${local}.png`);

    // Sign-out ends our session and the issuer's: its end-session page, then back to our "/".
    const oldCookie = (await page.context().cookies(APP)).find((c) => c.name === "next-auth.session-token");
    await page.locator("header").first().getByRole("button", { name: "Menú de la cuenta" }).click();
    await page.getByRole("button", { name: "Cerrar Sesión", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${issuer!.url}/session/end`));
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await expect(page).toHaveURL(`${APP}/`);
    const replay = await playwrightRequest.newContext({
      extraHTTPHeaders: { cookie: `next-auth.session-token=${oldCookie?.value}` },
    });
    expect((await replay.get(`${APP}/api/v1/auth/me`)).status()).toBe(401);
    await replay.dispose();
  });

  test("local sign-up is closed when a hosted provider is configured", async ({ request }) => {
    const res = await request.post(`${APP}/api/v1/auth/local/sign-up`, {
      data: { email: uniqueEmail(), password: "12345678", firstName: "X" },
    });
    expect(res.status()).toBe(404);
  });

  test("an unreachable issuer: 503 from auth/login and the spec's message on /login", async ({ page, request }) => {
    await issuer!.close();
    issuer = undefined;
    const res = await request.get(`${APP}/api/v1/auth/login`);
    expect(res.status()).toBe(503);
    expect((await res.json()).code).toBe("upstream:auth_provider");
    await page.goto(`${APP}/login`);
    await expect(page.getByText("Failed to connect to authentication service. Please try again later.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  });
});
