// The global under which tests/support/setup.ts hands each test file the run's snapshot folder
// (tests/support/db-snapshots.ts); a module of its own so the setup file loads no database code.
export const SNAPSHOT_DIR_KEY = "__bereaTestSnapshotDir";
