import { afterEach, beforeEach, inject, vi } from "vitest";
import { SNAPSHOT_DIR_KEY } from "./db-snapshot-dir.ts";

// Test databases start from the run's snapshots (tests/support/db-snapshots.ts).
(globalThis as Record<string, unknown>)[SNAPSHOT_DIR_KEY] = inject("dbSnapshotDir");

// A test fails on an unexpected console.error: tests that expect one spy on it themselves.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  errorSpy?.mockRestore();
});

// Property tests run with a fixed seed so CI is repeatable; set FC_SEED=random (or a number) to explore.
import fc from "fast-check";
const seedEnv = process.env.FC_SEED;
if (seedEnv !== "random") fc.configureGlobal({ seed: seedEnv ? Number(seedEnv) : 20261122 });

// Mail without SMTP_URL goes to an outbox folder: keep the tests' out of the developer's .data/.
import { tmpdir } from "node:os";
import path from "node:path";
process.env.MAIL_OUTBOX_DIR ??= path.join(tmpdir(), `berea-test-outbox-${process.pid}`);
