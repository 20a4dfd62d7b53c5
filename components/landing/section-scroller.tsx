"use client";
import { scrollBehavior } from "@/components/ui/motion.ts";
import { useEffect } from "react";
import { track } from "@/lib/analytics/client.ts";

export const LANDING_SCROLL_OFFSET = 76;

/**
 * Handles /?section=<id> (links from other pages' navbar): scrolls smoothly to that section, leaving
 * 76 px for the fixed header, records SectionNavigation, then replaces the URL with /.
 */
export function SectionScroller() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const id = params.get("section");
    if (!id) return;
    const target = document.getElementById(id);
    if (target) {
      const top = target.getBoundingClientRect().top + window.scrollY - LANDING_SCROLL_OFFSET;
      window.scrollTo({ top, behavior: scrollBehavior() });
    }
    track("SectionNavigation", { section: id, found: Boolean(target) });
    window.history.replaceState(window.history.state, "", "/");
  }, []);
  return null;
}
