import "server-only";
// Set by scripts/server.mjs from the socket (or a trusted proxy); any value a client sends is replaced.
export const CLIENT_IP_HEADER = "x-berea-client-ip";

export function clientIp(req: Request): string {
  return req.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
