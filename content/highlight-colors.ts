// Highlight colours of Mi biblioteca: the stored id, the name people read, and the swatch.
export interface HighlightColor {
  id: string;
  label: string;
  swatch: string;
}

export const HIGHLIGHT_COLORS = [
  { id: "amarillo", label: "Amarillo", swatch: "#f7d154" },
  { id: "verde", label: "Verde", swatch: "#8fd19e" },
  { id: "azul", label: "Azul", swatch: "#8ec5f2" },
  { id: "rosa", label: "Rosa", swatch: "#f4a6c6" },
] as const satisfies readonly HighlightColor[];

export type HighlightColorId = (typeof HIGHLIGHT_COLORS)[number]["id"];

export const HIGHLIGHT_COLOR_IDS = HIGHLIGHT_COLORS.map((c) => c.id) as [HighlightColorId, ...HighlightColorId[]];
