"use client";
import type { MouseEvent } from "react";

/** "Saltar a …": the first Tab stop of a page, moving focus straight to its main control. */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    e.preventDefault();
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className="skip-link" onClick={onClick} data-testid="skip-link">
      {children}
    </a>
  );
}
