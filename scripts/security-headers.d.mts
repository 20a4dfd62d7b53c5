// Types for security-headers.mjs (a plain ESM script run by the production server).
import type { IncomingMessage, ServerResponse } from "node:http";
export interface PolicySources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
  formAction: string[];
}
export declare function policySources(env?: Record<string, string | undefined>): PolicySources;
export declare function pagePolicy(sources: PolicySources, scripts: string[], o?: { https?: boolean }): string;
export declare const API_POLICY: string;
export declare function inlineScriptHashes(html: string): string[];
export declare function loadStaticPages(distDir: string): { pages: Map<string, string[]>; fallback: string[] };
export declare function securityHeaders(o: {
  distDir: string;
  env?: Record<string, string | undefined>;
}): (req: IncomingMessage, res: ServerResponse, o: { https: boolean }) => void;
