/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let a test build run beside a developer's own.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native/wasm packages are loaded from node_modules at run time instead of being bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/client",
    "@prisma/adapter-pg",
    "pg",
    "@node-rs/argon2",
    "oidc-provider",
  ],
  poweredByHeader: false,
  images: { formats: ["image/avif", "image/webp"] },
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
