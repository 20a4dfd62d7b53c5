import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer.tsx";
import { Navbar } from "@/components/layout/navbar.tsx";

// The public pages (landing, terms): the shared navbar on top, the footer (id contact) below.
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Navbar />
      {children}
      <Footer />
    </>
  );
}
