// Types for scripts-after-paint.mjs (a plain ESM script run by the production server).
import type { IncomingMessage, ServerResponse } from "node:http";
type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;
export declare const AFTER_PAINT_LOADER: string;
export declare const AFTER_PAINT_LOADER_HASH: string;
export declare function scriptsAfterPaint(html: string): string;
export declare function withScriptsAfterPaint(o: { handle: Handle; prefix?: string; streamed?: string[] }): Handle;
