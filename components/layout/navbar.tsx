"use client";
/* eslint-disable @next/next/no-html-link-for-pages -- plain links: next/link's client code would add ~3 KB to every public page's first load (issue 14: landing ≤ 130 KB) */
import { scrollBehavior } from "@/components/ui/motion.ts";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from "react";
import { useAuth } from "@/components/auth/auth-provider.tsx";
import { PRODUCT_NAME } from "@/lib/product.ts";
import styles from "./navbar.module.css";

// The top navigation bar (spec §2): fixed; translucent, growing more opaque with a bottom border as
// the page scrolls from 0 to 50 px; section links (desktop only) that scroll in-page on "/" and
// otherwise go to /?section={id}; sign-up / sign-in buttons when signed out, an avatar menu when
// signed in.

const SECTIONS = [
  { id: "features", label: "Características" },
  { id: "demo", label: "Demostración" },
  { id: "contact", label: "Contacto" },
] as const;

const SCROLL_START = 0;
const SCROLL_END = 50;
/** The landing's own offset for section scrolling (spec §2, landing: 76 px). */
const SECTION_OFFSET = 76;

function scrollProgress(y: number): number {
  return Math.min(1, Math.max(0, (y - SCROLL_START) / (SCROLL_END - SCROLL_START)));
}

export function Navbar() {
  const pathname = usePathname();
  const router = useRouter();
  const { status, user, logout } = useAuth();
  const [progress, setProgress] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    const onScroll = () => setProgress(scrollProgress(window.scrollY));
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onDown = (e: PointerEvent) => {
      if (menuRef.current && !menuRef.current.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [menuOpen]);

  function goToSection(e: MouseEvent<HTMLAnchorElement>, id: string) {
    e.preventDefault();
    const el = pathname === "/" ? document.getElementById(id) : null;
    if (el) {
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET,
        behavior: scrollBehavior(),
      });
    } else {
      router.push(`/?section=${id}`);
    }
  }

  // A disclosure closes when keyboard focus moves on past it.
  function onMenuBlur(e: FocusEvent<HTMLDivElement>) {
    if (!menuRef.current?.contains(e.relatedTarget as Node | null)) setMenuOpen(false);
  }

  async function signOut() {
    setMenuOpen(false);
    // The store logs 'Error al cerrar sesión' on failure and still goes to "/".
    await logout();
  }

  const signedIn = status === "authenticated" && user;
  return (
    <header
      className={styles.bar}
      data-scrolled={progress >= 1 ? "true" : "false"}
      style={{ ["--nav-progress" as string]: String(progress) }}
    >
      <nav className={styles.inner} aria-label="Principal">
        <a href="/" className={styles.brand} aria-label={`${PRODUCT_NAME}, inicio`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG */}
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>{PRODUCT_NAME}</span>
        </a>

        <ul className={styles.links}>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`/?section=${s.id}`} onClick={(e) => goToSection(e, s.id)}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>

        <div className={styles.actions}>
          {status === "loading" ? (
            <span className={styles.placeholder} aria-hidden="true" />
          ) : signedIn ? (
            <div className={styles.menuWrap} ref={menuRef} onBlur={onMenuBlur}>
              <button
                ref={menuButton}
                type="button"
                className={styles.avatarButton}
                aria-expanded={menuOpen}
                aria-controls={menuId}
                aria-label="Menú de la cuenta"
                onClick={() => setMenuOpen((v) => !v)}
                data-testid="account-menu-button"
              >
                {user.profile_picture_url ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the provider's picture, any host
                  <img src={user.profile_picture_url} alt="" className={styles.avatar} referrerPolicy="no-referrer" />
                ) : (
                  <UserIcon />
                )}
              </button>
              {/* A disclosure (button + links), not an ARIA menu: Tab moves through it, Escape or leaving closes it. */}
              <div id={menuId} className={styles.menu} hidden={!menuOpen} data-testid="account-menu">
                {user.email && <p className={styles.menuEmail}>{user.email}</p>}
                <ul className={styles.menuList}>
                  <li>
                    <a href="/chat" className={styles.menuItem} onClick={() => setMenuOpen(false)}>
                      Chat
                    </a>
                  </li>
                  <li>
                    <a href="/account" className={styles.menuItem} onClick={() => setMenuOpen(false)}>
                      Mi Cuenta
                    </a>
                  </li>
                  <li>
                    <button type="button" className={styles.menuItem} onClick={signOut}>
                      Cerrar Sesión
                    </button>
                  </li>
                </ul>
              </div>
            </div>
          ) : (
            <>
              <a href="/login?isSignUp=true" className={`btn btn-outline ${styles.cta}`}>
                Regístrate
              </a>
              <a href="/login" className={`btn btn-primary ${styles.cta}`}>
                <span className={styles.desktopOnly}>Iniciar Sesión</span>
                <span className={styles.mobileOnly}>Iniciar</span>
              </a>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}

function UserIcon() {
  return (
    <svg className={styles.userIcon} viewBox="0 0 24 24" aria-hidden="true" data-testid="generic-user-icon">
      <circle cx="12" cy="8.5" r="4" fill="currentColor" />
      <path d="M4 20.5c.9-4 4.2-6.5 8-6.5s7.1 2.5 8 6.5" fill="currentColor" />
    </svg>
  );
}
