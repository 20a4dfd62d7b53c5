"use client";

/** Copies text: the async Clipboard API where allowed, else a hidden selection (older browsers, iframes). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or insecure context: fall through to the selection copy.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  const focused = document.activeElement as HTMLElement | null;
  area.select();
  try {
    document.execCommand("copy");
  } finally {
    area.remove();
    // The person's place: the selection copy must not steal focus from where they were.
    focused?.focus?.({ preventScroll: true });
  }
}
