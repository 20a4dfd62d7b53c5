import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { dropTemplates } from "./db-snapshots.ts";
import { TEST_PG_URL } from "./test-db-core.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dbSnapshotDir: string;
  }
}

/**
 * One folder per run for the test databases' snapshots (tests/support/db-snapshots.ts), built there by
 * the first test file that needs each; removed, with the run's PostgreSQL templates, when the run ends.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "berea-test-db-"));
  project.provide("dbSnapshotDir", dir);
  return async () => {
    await dropTemplates(TEST_PG_URL, dir);
    rmSync(dir, { recursive: true, force: true });
  };
}
