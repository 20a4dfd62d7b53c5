// The verse card's 15 landscapes (public/landscapes/1..15.webp, made by scripts/make-landscapes.mjs).
// Names double as alternative text.
export const LANDSCAPES: readonly string[] = [
  "Amanecer en la sierra",
  "Valle verde",
  "Atardecer dorado",
  "Lago en calma",
  "Noche estrellada",
  "Desierto al alba",
  "Cumbres nevadas",
  "Mar al atardecer",
  "Bosque en la neblina",
  "Colinas de lavanda",
  "Mañana clara",
  "Cañón rojo",
  "Crepúsculo azul",
  "Campos al mediodía",
  "Aurora sobre el agua",
];

export function landscapeSrc(index: number): string {
  return `/landscapes/${index + 1}.webp`;
}
