"use client";
import { lazy, Suspense } from "react";

// The root 404 page (app/not-found.tsx) is part of every page's first load, so whatever client code
// it names directly is downloaded by every visitor. Through lazy() the navigation bar is still
// rendered in the 404's HTML, but its code is fetched only when a 404 is shown.
const Navbar = lazy(() => import("./navbar.tsx").then((m) => ({ default: m.Navbar })));

export function LazyNavbar() {
  return (
    <Suspense fallback={null}>
      <Navbar />
    </Suspense>
  );
}
