"use client";
import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";

// The only place Markdown is rendered. Link and image addresses keep only http, https, irc, ircs,
// mailto, xmpp or relative addresses (react-markdown's default rule, as the spec requires); anything
// else becomes empty. rehype-sanitize removes raw HTML the text might carry.
export function safeUrl(url: string): string {
  return defaultUrlTransform(url);
}

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} urlTransform={safeUrl}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
