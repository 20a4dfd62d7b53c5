// Types for static-compression.mjs (a plain ESM script run by the production server).
import type { IncomingMessage, ServerResponse } from "node:http";
type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;
export declare function acceptsBrotli(header: string | string[] | undefined): boolean;
export declare function withStaticBrotli(o: { handle: Handle; distDir: string; warm?: boolean }): Handle & {
  /** Settles once every file of the build's static folder is compressed. */
  ready: Promise<void>;
};
