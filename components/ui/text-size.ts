"use client";
import { useSyncExternalStore } from "react";

// The reading text size, kept per browser (localStorage) and applied to the whole page through
// <html data-text-size>: the chat, the landing demo and the Bible reader all size their text in rem,
// so one attribute on the root reaches every screen, including ones added later.

export const TEXT_SIZES = [
  { id: "normal", label: "Texto normal" },
  { id: "large", label: "Texto grande" },
  { id: "larger", label: "Texto muy grande" },
] as const;
export type TextSize = (typeof TEXT_SIZES)[number]["id"];

export const TEXT_SIZE_KEY = "textSize";
const listeners = new Set<() => void>();

function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.some((s) => s.id === value);
}

export function readTextSize(): TextSize {
  try {
    const stored = window.localStorage.getItem(TEXT_SIZE_KEY);
    return isTextSize(stored) ? stored : "normal";
  } catch {
    return "normal";
  }
}

export function applyTextSize(size: TextSize): void {
  const root = document.documentElement;
  if (size === "normal") delete root.dataset.textSize;
  else root.dataset.textSize = size;
}

export function setTextSize(size: TextSize): void {
  try {
    window.localStorage.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Private mode without storage: the size still applies to this page.
  }
  applyTextSize(size);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== TEXT_SIZE_KEY) return;
    applyTextSize(readTextSize());
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useTextSize(): TextSize {
  return useSyncExternalStore(subscribe, readTextSize, () => "normal");
}
