// `prisma generate` needs no schema engine, but the CLI insists on finding one at start and would try
// to download it (impossible offline). Pointing it at any existing file satisfies the check.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
env.PRISMA_QUERY_ENGINE_LIBRARY ??= fileURLToPath(import.meta.url);
const r = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
