// Types for http-guard.mjs (a plain ESM script run by the production server).
import type { IncomingMessage, ServerResponse } from "node:http";
export declare const BODY_LIMITS: { api: number; webhook: number };
export declare const WEBHOOK_PATH: string;
export declare const GUARD_ERRORS: Record<string, [number, string]>;
export declare function serverTimeouts(env?: Record<string, string | undefined>): {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
};
export declare function bodyLimitFor(pathname: string): number;
export interface Refusal {
  status: number;
  code: string;
  detail: string;
}
export declare function refusalFor(req: Pick<IncomingMessage, "url" | "headers" | "method">): Refusal | null;
export declare function sendRefusal(res: ServerResponse, r: Refusal): void;
