import Link from "next/link";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@/lib/product.ts";
import styles from "./auth.module.css";

/** The frame of our sign-in pages: brand, title, content and the Berean verse (Hechos 17:11). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div>
        <section className={styles.card} aria-labelledby="auth-title">
          <Link href="/" className={styles.brand}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG */}
            <img src="/logo.svg" alt="" width={38} height={38} />
            {PRODUCT_NAME}
          </Link>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
        </section>
        <blockquote className={styles.verse}>
          “…recibieron la palabra con toda solicitud, escudriñando cada día las Escrituras, si estas cosas eran así.”
          <cite>Hechos 17:11 (RV1909)</cite>
        </blockquote>
      </div>
    </main>
  );
}
