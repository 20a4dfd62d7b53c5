import type { ReactNode } from "react";
import { Navbar } from "@/components/layout/navbar.tsx";

// /subscribe and the demo checkout and portal pages, under the shared navbar.
export default function BillingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Navbar />
      {children}
    </>
  );
}
