"use client";
import { useEffect } from "react";
import { applyTextSize, readTextSize } from "./text-size.ts";

/** Mounted once in the root layout: applies the stored text size on every page (no inline script, for the CSP). */
export function ReadingPreferences() {
  useEffect(() => applyTextSize(readTextSize()), []);
  return null;
}
