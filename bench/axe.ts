// axe-core (through @axe-core/playwright) on every screen of the built app, at 375 and 1280 px wide:
// /, /terms, /login, /chat, /account and /subscribe, plus the landing with its sign-up modal open and
// the demo chat after an answer, and the Bible reader: /biblia, chapters (with a selection), its 404
// and /biblioteca for a free user and a subscriber. Each in the light and the dark theme
// (prefers-color-scheme; BENCH_AXE_THEMES, default "light,dark"). Aim: no serious or critical
// violation. Also saves screenshots of each screen to look at (BENCH_SHOTS_DIR, default
// test-results/landing-shots).
// Not a test: `npx tsx bench/axe.ts`, or `run()` from bench/run.ts.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { startLandingServer } from "./lighthouse.ts";

type Theme = "light" | "dark";

export interface AxeFigures {
  screen: string;
  width: number;
  theme: Theme;
  url: string;
  violations: { id: string; impact: string; nodes: number; help: string }[];
  seriousOrCritical: number;
}

const WIDTHS = [375, 1280];
const THEMES = (process.env.BENCH_AXE_THEMES ?? "light,dark")
  .split(",")
  .map((t) => t.trim())
  .filter((t): t is Theme => t === "light" || t === "dark");
const SHOTS = process.env.BENCH_SHOTS_DIR ?? "test-results/landing-shots";

interface Screen {
  name: string;
  signedIn: boolean;
  visit(page: Page, base: string): Promise<void>;
}

const settle = async (page: Page) => {
  await page.waitForLoadState("load");
  // A held request (the redirecting login) or a long poll never lets the network go idle: cap the wait.
  await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
  await page.waitForTimeout(300);
};

const SCREENS: Screen[] = [
  { name: "landing", signedIn: false, visit: async (p, b) => void (await p.goto(`${b}/`)) },
  {
    name: "landing + sign-up modal",
    signedIn: false,
    visit: async (p, b) => {
      await p.goto(`${b}/`);
      await p.evaluate(() => localStorage.setItem("shareClickCount", "5"));
      await p.getByRole("button", { name: "Nuevo Mensaje" }).click();
      await p.getByRole("dialog").waitFor();
    },
  },
  {
    name: "landing demo after an answer",
    signedIn: false,
    visit: async (p, b) => {
      await p.goto(`${b}/`);
      await p.getByTestId("demo-input").fill("¿Qué dice Juan 3:16?");
      await p.getByTestId("demo-send").click();
      await p.getByTestId("demo-bot-message").waitFor();
      await p.getByTestId("demo-chat").scrollIntoViewIfNeeded();
    },
  },
  { name: "terms", signedIn: false, visit: async (p, b) => void (await p.goto(`${b}/terms`)) },
  {
    name: "login (redirecting)",
    signedIn: false,
    visit: async (p, b) => {
      // Hold the auth call so the page stays in its 'Redirecting to login...' state.
      await p.route("**/api/v1/auth/login**", () => undefined);
      await p.goto(`${b}/login`);
    },
  },
  { name: "login → sign-in page", signedIn: false, visit: async (p, b) => void (await p.goto(`${b}/login`)) },
  { name: "biblia", signedIn: false, visit: async (p, b) => void (await p.goto(`${b}/biblia`)) },
  {
    name: "chapter + selection",
    signedIn: false,
    visit: async (p, b) => {
      await p.goto(`${b}/biblia/juan/3#v16`);
      await p.locator("#v16").getByRole("button", { name: "Versículo 16" }).click();
      await p.getByTestId("library-open").click();
    },
  },
  {
    name: "chapter (numbering note)",
    signedIn: false,
    visit: async (p, b) => void (await p.goto(`${b}/biblia/jonas/2`)),
  },
  { name: "bible 404", signedIn: false, visit: async (p, b) => void (await p.goto(`${b}/biblia/genesys/3`)) },
  { name: "biblioteca (free)", signedIn: true, visit: async (p, b) => void (await p.goto(`${b}/biblioteca`)) },
  {
    name: "biblioteca (subscriber)",
    signedIn: true,
    visit: async (p, b) => {
      await p.goto(`${b}/demo/checkout?plan=monthly`);
      await p.getByTestId("demo-confirm").click();
      await p.waitForURL(/\/chat/);
      const saved = await p.request.post(`${b}/api/v1/library`, {
        data: { book: "salmos", chapter: 23, verses: "1-2", color: "verde", note: "Para el grupo" },
        headers: { Origin: b },
      });
      if (saved.status() !== 201) throw new Error(`library save failed: ${saved.status()}`);
      await p.goto(`${b}/biblioteca`);
    },
  },
  { name: "chat", signedIn: true, visit: async (p, b) => void (await p.goto(`${b}/chat`)) },
  { name: "account", signedIn: true, visit: async (p, b) => void (await p.goto(`${b}/account`)) },
  { name: "subscribe", signedIn: true, visit: async (p, b) => void (await p.goto(`${b}/subscribe`)) },
];

async function signUp(context: BrowserContext, base: string): Promise<void> {
  const res = await context.request.post(`${base}/api/v1/auth/local/sign-up`, {
    data: {
      email: `axe-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      password: "contraseña-segura-123",
      firstName: "Ana",
      lastName: "Prueba",
    },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
}

export async function run(): Promise<AxeFigures[]> {
  mkdirSync(SHOTS, { recursive: true });
  const server = await startLandingServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const results: AxeFigures[] = [];
  try {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        for (const screen of SCREENS) {
          await check(screen, width, theme);
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  report(results);
  return results;

  async function check(screen: Screen, width: number, theme: Theme): Promise<void> {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 812 : 800 },
      locale: "es-MX",
      colorScheme: theme,
    });
    try {
      if (screen.signedIn) await signUp(context, server.base);
      const page = await context.newPage();
      console.log(`[axe] ${screen.name} @${width}px, ${theme}`);
      await screen.visit(page, server.base);
      await settle(page);
      const axe = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const violations = axe.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? "unknown",
        nodes: v.nodes.length,
        help: v.help,
      }));
      results.push({
        screen: screen.name,
        width,
        theme,
        url: page.url().replace(server.base, ""),
        violations,
        seriousOrCritical: violations.filter((v) => v.impact === "serious" || v.impact === "critical").length,
      });
      const file = `${screen.name.replace(/[^a-z0-9]+/gi, "-")}-${width}-${theme}.png`;
      await page.screenshot({
        path: path.join(SHOTS, file),
        fullPage: !screen.name.includes("+") && !screen.name.includes("demo"),
      });
    } finally {
      await context.close();
    }
  }
}

function report(results: AxeFigures[]): void {
  console.log("\naxe-core (WCAG 2.1 A/AA + best practices)");
  console.table(
    results.map((r) => ({
      screen: r.screen,
      width: r.width,
      theme: r.theme,
      url: r.url,
      "serious/critical": r.seriousOrCritical,
      "other violations": r.violations.length - r.seriousOrCritical,
    })),
  );
  for (const r of results) {
    for (const v of r.violations)
      console.log(`${r.screen} @${r.width}, ${r.theme}: [${v.impact}] ${v.id} × ${v.nodes} — ${v.help}`);
  }
  const total = results.reduce((n, r) => n + r.seriousOrCritical, 0);
  console.log(
    total === 0 ? "No serious or critical violation." : `${total} serious or critical violation(s): see above.`,
  );
  console.log(`Screenshots in ${SHOTS}/`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
