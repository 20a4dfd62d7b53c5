"use client";
import { lazy, Suspense, useState, type ComponentProps } from "react";
import type { SignupModal as Modal } from "./signup-modal.tsx";

// The sign-up modal opens only after several clicks or questions: its code is fetched when it first
// opens, keeping it out of the landing's first load. Once opened it stays mounted, so closing it runs
// the modal's own focus return.
const SignupModalLoaded = lazy(() => import("./signup-modal.tsx").then((m) => ({ default: m.SignupModal })));

export function LazySignupModal(props: ComponentProps<typeof Modal>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignupModalLoaded {...props} />
    </Suspense>
  );
}
