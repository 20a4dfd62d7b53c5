// 'Mi Cuenta' (spec §2) Nombre: first and last name joined, either alone, else 'No especificado'.
// Client-safe: the account page and the data export both use it.
export const NAME_NOT_GIVEN = "No especificado";

export function displayName(first: string | null | undefined, last: string | null | undefined): string {
  return [first?.trim(), last?.trim()].filter(Boolean).join(" ") || NAME_NOT_GIVEN;
}
