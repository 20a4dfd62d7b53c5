// Types for http-server.mjs (a plain ESM script run by the production server).
import type { IncomingMessage, Server, ServerResponse } from "node:http";
export declare function clientIpOf(req: IncomingMessage, trustProxy: boolean): string;
export declare function protoOf(req: IncomingMessage, trustProxy: boolean): "http" | "https";
export declare function createBereaServer(o: {
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  corsOrigins?: string[];
  trustProxy?: boolean;
  env?: Record<string, string | undefined>;
  /** Sets security headers (security-headers.mjs) on each request's response. */
  headers?: (req: IncomingMessage, res: ServerResponse, o: { https: boolean }) => void;
}): Server;
