"use client";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { scrollBehavior } from "@/components/ui/motion.ts";

// Keeps the person's place in the conversation:
// - a new question moves to the top of the list and its answer grows below it (a spacer at the end
//   makes room while the answer is short), so an answer always opens at its first line;
// - the view follows a streaming answer only when the person has scrolled to the bottom themselves;
// - anywhere else, 'Ir al final' is offered.

const BOTTOM_SLACK = 32;
const TOP_MARGIN = 12;

export function useConversationScroll(changeKey: unknown) {
  const scroller = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const anchor = useRef<{ id: string; pending: boolean } | null>(null);
  /** scrollTop values we set ourselves: their scroll events are not the person's choice. */
  const ownScroll = useRef<number | null>(null);
  const [atBottom, setAtBottom] = useState(true);

  const distanceFromBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;

  const scrollTo = useCallback((top: number) => {
    const el = scroller.current;
    if (!el) return;
    const max = el.scrollHeight - el.clientHeight;
    const target = Math.max(0, Math.min(max, Math.round(top)));
    ownScroll.current = target;
    el.scrollTop = target;
  }, []);

  const layout = useCallback(() => {
    const el = scroller.current;
    const pad = spacer.current;
    if (!el || !pad) return;
    const a = anchor.current;
    const question = a ? el.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(a.id)}"]`) : null;
    if (a && question) {
      const style = getComputedStyle(el);
      const visible = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      pad.style.height = "0px";
      const fromQuestion = pad.offsetTop - question.offsetTop + TOP_MARGIN;
      pad.style.height = `${Math.max(0, visible - fromQuestion)}px`;
      if (a.pending) {
        a.pending = false;
        scrollTo(question.offsetTop - TOP_MARGIN);
      } else if (follow.current) {
        scrollTo(el.scrollHeight);
      }
    } else if (follow.current) {
      scrollTo(el.scrollHeight);
    }
    setAtBottom(distanceFromBottom(el) <= BOTTOM_SLACK);
  }, [scrollTo]);

  // After every change of the conversation (a message, a streamed sentence, the thinking line).
  useLayoutEffect(layout, [changeKey, layout]);

  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => layout());
    observer.observe(el);
    return () => observer.disconnect();
  }, [layout]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const bottom = distanceFromBottom(el) <= BOTTOM_SLACK;
    setAtBottom(bottom);
    if (ownScroll.current !== null && Math.abs(el.scrollTop - ownScroll.current) <= 1) return;
    ownScroll.current = null;
    follow.current = bottom;
  }, []);

  /** A question was just sent: put it at the top and let its answer open below it. */
  const anchorTo = useCallback((id: string) => {
    anchor.current = { id, pending: true };
    follow.current = false;
  }, []);

  const goToEnd = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    follow.current = true;
    const top = el.scrollHeight - el.clientHeight;
    ownScroll.current = top;
    el.scrollTo({ top, behavior: scrollBehavior() });
  }, []);

  return { scroller, spacer, atBottom, onScroll, anchorTo, goToEnd };
}
