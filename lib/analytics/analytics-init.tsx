"use client";
import { useEffect } from "react";
import { initAnalytics } from "./client.ts";

/** Mount once in the root layout: starts PostHog when a key is configured, else renders and loads nothing. */
export function AnalyticsInit(): null {
  useEffect(() => {
    void initAnalytics();
  }, []);
  return null;
}
