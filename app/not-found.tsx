/* eslint-disable @next/next/no-html-link-for-pages -- this page's code ships with every page, so next/link stays out of it */
import type { Metadata } from "next";
import { LazyNavbar } from "@/components/layout/lazy-navbar.tsx";
import styles from "@/components/layout/not-found.module.css";
import { NearestPassage } from "@/components/reader/nearest-passage.tsx";

// Every unknown address, in Spanish (Next's default page is English). Under /biblia it suggests the
// nearest book and chapter. This page's client code ships with every page of the site: plain links and
// a lazily loaded navigation bar keep it small.
export const metadata: Metadata = {
  title: "Página no encontrada",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <>
      <LazyNavbar />
      <main className={styles.page}>
        <div className={styles.card}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 className={styles.title}>No encontramos esta página</h1>
          <p className={styles.text}>
            Puede que la dirección tenga un error o que la página ya no exista. «buscad, y hallaréis» (Mateo 7:7): te
            ayudamos a seguir.
          </p>
          <NearestPassage />
          <div className={styles.actions}>
            <a href="/" className="btn btn-primary">
              Ir al inicio
            </a>
            <a href="/chat" className="btn btn-outline">
              Abrir el chat
            </a>
            <a href="/biblia" className="btn btn-outline">
              Leer la Biblia
            </a>
          </div>
        </div>
      </main>
    </>
  );
}
