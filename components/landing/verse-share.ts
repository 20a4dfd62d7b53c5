import type { Verse } from "@/content/verses.ts";
import { copyText } from "@/components/ui/clipboard.ts";
import { shareablePath } from "@/lib/scripture/reader/paths.ts";

export const SHARE_CLICK_LIMIT = 5;
export const COPIED_ALERT = "¡Mensaje copiado al portapapeles!";

/** The text shared or copied: the verse in quotes, its reference, and where it came from. */
export function shareText(verse: Verse, productName: string): string {
  return `«${verse.texto}» — ${verse.referencia} (RV1909)\n\nCompartido desde ${productName}`;
}

/** A different index from `current` in [0, length), so "Nuevo Mensaje" always changes something. */
export function otherIndex(current: number, length: number, random: () => number = Math.random): number {
  if (length <= 1) return 0;
  const next = Math.floor(random() * (length - 1));
  return next >= current ? next + 1 : next;
}

export { copyText };

/**
 * Web Share API where the browser has it; elsewhere (or when it fails for another reason than the
 * visitor closing it) copy the text and the link, and tell the visitor (spec §8).
 */
export async function shareOrCopy(data: {
  title: string;
  text: string;
  url: string;
}): Promise<"shared" | "copied" | "cancelled"> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (err) {
      // The visitor closed the share sheet: nothing to do.
      if (err instanceof DOMException && err.name === "AbortError") return "cancelled";
    }
  }
  await copyText(`${data.text}\n${data.url}`);
  window.alert(COPIED_ALERT);
  return "copied";
}

/** The card's verse shares its reader page with those verses (its link preview shows the verse). */
export async function shareVerse(verse: Verse, productName: string): Promise<"shared" | "copied" | "cancelled"> {
  const path = shareablePath(verse.referencia) ?? "/";
  return shareOrCopy({
    title: verse.referencia,
    text: shareText(verse, productName),
    url: `${window.location.origin}${path}`,
  });
}
