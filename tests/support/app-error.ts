import { AppError } from "../../lib/api/errors.ts";

/** The stable code a call failed with, or "ok" when it did not fail; other errors are rethrown. */
export async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return "ok";
}

/** The AppError a call failed with; a call that succeeds fails the test. */
export async function errorOf(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected a failure");
}
