// oidc-provider ships no types; the test issuer (oidc-issuer.ts) uses this small part of it.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  export interface ProviderAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
