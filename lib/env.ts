import "server-only";
import { z } from "zod";
import { assertBillingConfig, billingMode } from "./billing/mode.ts";
import { PUBLIC_DEFAULTS, publicEnvSource } from "./public-env.ts";

// Every setting Berea reads, validated once. Absent values fall back to the embedded defaults
// described in .env.example; a malformed value stops start-up with the variable's name.
const intFrom = (def: number) => z.coerce.number().int().min(0).default(def);
const optionalString = z.string().trim().min(1).optional().catch(undefined);
const optionalUrl = z.string().trim().url().optional();

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "debe empezar con postgres://")
    .optional(),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  APP_URL: optionalUrl,
  NEXTAUTH_URL: optionalUrl,
  NEXTAUTH_SECRET: optionalString,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_PROVIDER_NAME: z.string().default("WorkOS"),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_TIMEOUT_MS: intFrom(30_000),
  /** How long a model may spend looking passages up with tools before it must answer with what it has. */
  OPENAI_TOOL_BUDGET_MS: intFrom(20_000),
  /** "off": never offer tools (today's retrieved context only), for servers that mishandle them. */
  OPENAI_TOOLS: z.enum(["auto", "off"]).default("auto"),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_ANNUAL: optionalString,
  STRIPE_PORTAL_URL: optionalUrl,
  /** Only for tests: points the Stripe SDK at a local server that speaks Stripe's API. */
  STRIPE_API_BASE: optionalUrl,
  POSTHOG_HOST: optionalUrl,
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^\s/]+/, "debe ser smtp://usuario:clave@host:puerto o smtps://…")
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, "debe ser correo@dominio o Nombre <correo@dominio>")
    .optional(),
  MAIL_OUTBOX_DIR: z.string().default(".data/outbox"),
  SUPPORT_EMAIL: z.string().trim().email("debe ser una dirección de correo").optional(),
  GUEST_FREE_PROMPTS: intFrom(5),
  GUEST_IP_DAILY_LIMIT: intFrom(15),
  FREE_DAILY_LIMIT: intFrom(5),
  PAID_HOURLY_LIMIT: intFrom(60),
  LOGIN_MAX_ATTEMPTS: intFrom(10),
  SIGNUP_IP_HOURLY_LIMIT: intFrom(10),
  SUPPORT_HOURLY_LIMIT: intFrom(5),
  /** The hour (America/Mexico_City) from which the morning reflection e-mails go out. */
  REFLECTION_MAIL_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  REFLECTION_MAIL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60 * 1000),
  HOUSEKEEPING_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60 * 1000),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
});

const publicSchema = z.object({
  NEXT_PUBLIC_PRODUCT_NAME: z.string().trim().min(1).default(PUBLIC_DEFAULTS.NEXT_PUBLIC_PRODUCT_NAME),
  NEXT_PUBLIC_AUTH_API_URL: z.string().default(PUBLIC_DEFAULTS.NEXT_PUBLIC_AUTH_API_URL),
  NEXT_PUBLIC_CHAT_API_URL: z.string().default(PUBLIC_DEFAULTS.NEXT_PUBLIC_CHAT_API_URL),
  NEXT_PUBLIC_PAYMENTS_API_URL: z.string().default(PUBLIC_DEFAULTS.NEXT_PUBLIC_PAYMENTS_API_URL),
  NEXT_PUBLIC_POSTHOG_KEY: optionalString,
  NEXT_PUBLIC_POSTHOG_HOST: z.string().default(PUBLIC_DEFAULTS.NEXT_PUBLIC_POSTHOG_HOST),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalString,
  NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID: optionalString,
});

export type ServerEnv = z.infer<typeof serverSchema>;
export type PublicEnv = z.infer<typeof publicSchema>;

export class EnvError extends Error {}

function parse<T extends z.ZodTypeAny>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parse(serverSchema, process.env);
  return cached;
}

/** Only for tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}

export function publicEnv(): PublicEnv {
  return parse(publicSchema, publicEnvSource());
}

/** The site's public address for absolute links (metadata, robots, sitemap): APP_URL, else localhost. */
export function siteUrl(): string {
  return (serverEnv().APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

/** A real SMTP server checks the sender: SMTP_URL without MAIL_FROM stops start-up. */
function assertMailConfig(env: ServerEnv): void {
  if (env.SMTP_URL && !env.MAIL_FROM)
    throw new EnvError("Invalid configuration:\n  MAIL_FROM: es obligatorio cuando SMTP_URL está configurado");
}

export function validateEnv(): void {
  assertMailConfig(serverEnv());
  publicEnv();
  assertBillingConfig();
}

/** Which embedded default or real service each concern uses; reported by GET /api/v1/health. */
export function serviceModes() {
  const env = serverEnv();
  return {
    database: env.DATABASE_URL ? "postgresql" : "pglite",
    auth: env.OIDC_ISSUER && env.OIDC_CLIENT_ID ? "oidc" : "local",
    answers: env.OPENAI_API_KEY || env.OPENAI_BASE_URL ? "model" : "builtin",
    billing: billingMode(),
    analytics: publicEnv().NEXT_PUBLIC_POSTHOG_KEY ? "posthog" : "off",
    mail: env.SMTP_URL ? "smtp" : "outbox",
  } as const;
}
