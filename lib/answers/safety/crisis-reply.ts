import "server-only";
import type { CrisisSignal } from "./crisis.ts";

// The caring reply to a crisis. It is fixed text, never model output, so the phone numbers and the
// "you do not have to endure abuse" line are always there. The verses are quoted from the database
// by the caller; the reply stands on its own if that lookup fails.

export const LINEA_DE_LA_VIDA = "800 911 2000";

export function crisisPassageRefs(signal: CrisisSignal): string[] {
  if (signal.kinds.includes("abuse")) return ["Salmos 9:9", "Salmos 34:18"];
  return ["Salmos 34:18", "Mateo 11:28"];
}

function helpLines(signal: CrisisSignal): string {
  const adult = [
    `- **Línea de la Vida: ${LINEA_DE_LA_VIDA}** — gratuita, confidencial, las 24 horas, en todo México.`,
    "- **911** si estás en peligro ahora mismo o alguien puede hacerte daño.",
  ];
  if (!signal.minor) return adult.join("\n");
  // A child or teenager: someone who can be there in person comes before a phone line, and the DIF
  // (its Procuraduría de Protección de Niñas, Niños y Adolescentes) is who protects minors in Mexico.
  const danger = signal.kinds.includes("abuse")
    ? "- **Llama al 911** si estás en peligro ahora mismo o si alguien te está haciendo daño."
    : "- **Llama al 911** si estás en peligro ahora mismo o si ya te hiciste daño.";
  return [
    danger,
    "- **Cuéntaselo hoy a un adulto de confianza**: tu mamá o tu papá, un abuelo, una tía, un maestro o un orientador de tu escuela. Si no te cree, busca a otro adulto hasta que alguien te ayude.",
    "- Ese adulto, o tú, pueden pedir ayuda al **DIF** de tu municipio o de tu estado: su Procuraduría de Protección de Niñas, Niños y Adolescentes está para cuidarte.",
    `- También puedes llamar a la **Línea de la Vida: ${LINEA_DE_LA_VIDA}** (gratuita, confidencial, las 24 horas).`,
  ].join("\n");
}

function opening(signal: CrisisSignal): string {
  if (signal.kinds.includes("abuse")) {
    return [
      "Gracias por contármelo. Lo que describes es muy serio, y **no es tu culpa**.",
      "",
      "Dios no te pide que soportes golpes, abuso ni amenazas, ni que guardes silencio para proteger a quien te hace daño. Ningún pasaje de la Biblia manda someterse al maltrato: buscar ayuda y ponerte a salvo es lo correcto.",
    ].join("\n");
  }
  if (signal.kinds.includes("suicide")) {
    return [
      "Lamento mucho que estés pasando por algo tan doloroso. Gracias por decírmelo: **tu vida vale**, y no tienes que cargar esto a solas.",
      "",
      "Si estás pensando en quitarte la vida o tienes miedo de hacerte daño, por favor habla ahora con alguien que pueda acompañarte:",
    ].join("\n");
  }
  return [
    "Gracias por confiarme algo tan personal. Hacerte daño no es lo que mereces, y **no tienes que enfrentar esto a solas**.",
    "",
    "Hablar con alguien preparado puede ayudarte a encontrar alivio sin lastimarte:",
  ].join("\n");
}

function safetyPlan(signal: CrisisSignal): string {
  if (signal.minor) {
    if (signal.kinds.includes("abuse")) {
      return "No tienes que guardar ningún secreto que te lastime, aunque te hayan dicho que no lo cuentes. Un adulto de confianza puede protegerte; hablar no te mete en problemas.";
    }
    return "Lo que sientes tiene ayuda, y pedirla no te mete en problemas. Díselo hoy a un adulto de confianza y, mientras tanto, aléjate de lo que podrías usar para lastimarte.";
  }
  if (signal.kinds.includes("abuse")) {
    return "Si puedes, busca un lugar seguro y a una persona de confianza (un familiar, una amiga, tu pastor) que te acompañe. Si hay niños en casa, su seguridad también importa.";
  }
  return "Busca también hoy a una persona de confianza — un familiar, un amigo, tu pastor — y dile cómo te sientes. Si puedes, no te quedes solo ni sola en este momento.";
}

/** The Markdown reply; `quotes` are formatted passages already taken from the database. */
export function crisisReply(signal: CrisisSignal, quotes: string[]): string {
  const parts = [opening(signal), "", helpLines(signal), "", safetyPlan(signal)];
  if (quotes.length) {
    parts.push("", "La Biblia nos recuerda que Dios está cerca de quien sufre:", "", quotes.join("\n\n"));
  }
  parts.push(
    "",
    "Aquí sigo si quieres platicar o leer juntos algún pasaje. Pero, por favor, busca hoy mismo a alguien que pueda estar contigo.",
  );
  return parts.join("\n");
}
