import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP server that speaks just enough of Stripe's API for Berea's calls, and records every
// request the real Stripe SDK sends to it (point the SDK here with STRIPE_API_BASE).

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe's SDK sent it, decoded into key → value. */
  form: Record<string, string>;
  rawBody: string;
}

export interface StubReply {
  status?: number;
  body: unknown;
}

export type StubRoute = (req: RecordedRequest) => StubReply | undefined;

export interface StripeStub {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  requests: RecordedRequest[];
  /** Answers "METHOD /path" (exact path, or a prefix ending in "/") with a fixed reply or a function. */
  on(methodAndPath: string, reply: StubReply | StubRoute): void;
  reset(): void;
  close(): Promise<void>;
}

function stripeError(status: number, message: string): StubReply {
  return { status, body: { error: { type: "invalid_request_error", message } } };
}

export async function startStripeStub(): Promise<StripeStub> {
  const requests: RecordedRequest[] = [];
  let routes = new Map<string, StubReply | StubRoute>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://stub");
      const form = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : rawBody));
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        headers: req.headers,
        form,
        rawBody,
      };
      requests.push(recorded);
      const key = `${recorded.method} ${recorded.path}`;
      let route = routes.get(key);
      if (!route) {
        for (const [k, r] of routes) if (k.endsWith("/") && key.startsWith(k)) route = r;
      }
      const reply = (typeof route === "function" ? route(recorded) : route) ?? stripeError(404, `No stub for ${key}`);
      res.writeHead(reply.status ?? 200, {
        "content-type": "application/json",
        "request-id": `req_stub_${requests.length}`,
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(methodAndPath, reply) {
      routes.set(methodAndPath, reply);
    },
    reset() {
      requests.length = 0;
      routes = new Map();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe subscription object as the API returns it (period end on the item, API 2025+). */
export function stripeSubscription(p: {
  id: string;
  customer: string;
  status: string;
  priceId?: string;
  interval?: "month" | "year";
  periodEnd?: Date;
  userId?: string;
  cancelAtPeriodEnd?: boolean;
}) {
  const end = Math.floor((p.periodEnd ?? new Date(Date.now() + 30 * 86_400_000)).getTime() / 1000);
  return {
    id: p.id,
    object: "subscription",
    customer: p.customer,
    status: p.status,
    cancel_at_period_end: p.cancelAtPeriodEnd ?? false,
    metadata: p.userId ? { user_id: p.userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${p.id}`,
          object: "subscription_item",
          current_period_end: end,
          price: {
            id: p.priceId ?? "price_monthly_test",
            object: "price",
            recurring: { interval: p.interval ?? "month" },
          },
          quantity: 1,
        },
      ],
    },
  };
}
