import type { Metadata } from "next";
import Link from "next/link";
import { Navbar } from "@/components/layout/navbar.tsx";
import styles from "@/components/layout/not-found.module.css";
import { NearestPassage } from "@/components/reader/nearest-passage.tsx";

// Every unknown address, in Spanish (Next's default page is English). Under /biblia it suggests the
// nearest book and chapter.
export const metadata: Metadata = {
  title: "Página no encontrada",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <>
      <Navbar />
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
            <Link href="/" className="btn btn-primary">
              Ir al inicio
            </Link>
            <Link href="/chat" className="btn btn-outline">
              Abrir el chat
            </Link>
            <Link href="/biblia" className="btn btn-outline">
              Leer la Biblia
            </Link>
          </div>
        </div>
      </main>
    </>
  );
}
