import type { ReactNode } from "react";

// The frame every inline line icon shares: a 24-unit box drawn in the text colour, hidden from
// screen readers (the control around it carries the words). Only the shapes inside differ.

export function StrokeIcon({
  size,
  strokeWidth,
  round = false,
  className,
  children,
}: {
  size: number;
  strokeWidth: number;
  /** Rounded line ends and corners (the landing's and billing's icons); square otherwise. */
  round?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? "round" : undefined}
      strokeLinejoin={round ? "round" : undefined}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
