import "server-only";
import { z } from "zod";
import { AppError } from "../api/errors.ts";
import { readUserPreferences, setAnalyticsOptOut } from "../db/queries/user-preferences.ts";

// 'Oponerme al uso de mis datos para analítica' (the O of ARCO): the choice is stored on the account,
// so it holds on every device and for server-side events too (server.ts reads it before each event;
// the browser asks GET account/analytics before it starts posthog-js).

export const analyticsChoiceSchema = z.object({ opted_out: z.boolean({ message: "validation:input" }) });

/** Whether this person opposed analytics; a visitor without an account has not. */
export async function analyticsOptedOut(userId: string | null): Promise<boolean> {
  if (!userId) return false;
  return (await readUserPreferences({ userId }))?.analyticsOptOut ?? false;
}

export async function setAnalyticsChoice({ userId, optedOut }: { userId: string; optedOut: boolean }): Promise<void> {
  if (!(await setAnalyticsOptOut({ userId, optOut: optedOut }))) throw new AppError("unauthorized:auth");
}
