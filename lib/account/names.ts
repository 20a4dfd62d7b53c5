import "server-only";
import { z } from "zod";
import { updateNames } from "../db/queries/account.ts";

// Rectification of the person's name. Both parts may be empty: the spec's display rule shows first
// and last name joined, either alone, else 'No especificado' (displayName, shared with the page).

export { displayName } from "../../content/display-name.ts";

const part = z
  .string({ message: "validation:name" })
  .trim()
  .max(80, "validation:name")
  .transform((v) => v.replace(/\s+/g, " "))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const namesSchema = z.object({ first_name: part, last_name: part });

export async function updateAccountNames({
  userId,
  firstName,
  lastName,
}: {
  userId: string;
  firstName: string | null;
  lastName: string | null;
}): Promise<{ first_name: string | null; last_name: string | null }> {
  // `name` is what next-auth and the provider keep; it follows the parts.
  const name = [firstName, lastName].filter(Boolean).join(" ") || null;
  await updateNames({ userId, firstName, lastName, name });
  return { first_name: firstName, last_name: lastName };
}
