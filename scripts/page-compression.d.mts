// Types for page-compression.mjs (a plain ESM script run by the production server).
import type { IncomingMessage, ServerResponse } from "node:http";
type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;
export declare function withPageBrotli(o: { handle: Handle; quality?: number; maxCopyBytes?: number }): Handle;
