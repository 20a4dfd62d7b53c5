// localStorage keys the spec names (section 3). Reads and writes never throw: storage can be
// disabled (private mode, blocked cookies) and the page must keep working without it.

export const STORAGE_KEYS = {
  shareClickCount: "shareClickCount",
  chatMessageCount: "chatMessageCount",
  freePromptCount: "freePromptCount",
  guestSessionId: "guestSessionId",
} as const;

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only in this page's state.
  }
}

/** A stored non-negative integer, or `fallback` when absent or not a number. */
export function readCount(key: string, fallback: number): number {
  const raw = readString(key);
  if (raw === null) return fallback;
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function writeCount(key: string, value: number): void {
  writeString(key, String(Math.max(0, Math.trunc(value))));
}

/** The demo's guest id: created once per browser with crypto.randomUUID. */
export function ensureGuestSessionId(): string | null {
  const existing = readString(STORAGE_KEYS.guestSessionId);
  if (existing) return existing;
  if (typeof crypto === "undefined" || typeof crypto.randomUUID !== "function") return null;
  const id = crypto.randomUUID();
  writeString(STORAGE_KEYS.guestSessionId, id);
  return id;
}
