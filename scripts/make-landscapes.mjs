#!/usr/bin/env node
// Generates the 15 landscapes of the landing's verse card (public/landscapes/1..15.webp) and the
// share image (public/og-image.png). Everything is drawn here as SVG (layered ridges, sky, sun,
// mist, water) and rasterized with sharp, which ships with Next.js: no third-party artwork, so no
// licence to track. Deterministic: the same seed gives the same picture.
//   node scripts/make-landscapes.mjs
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "public/landscapes");
const W = 1600;
const H = 1000;

function rng(seed) {
  // mulberry32: tiny, fast, good enough for shapes.
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (c) => c.replace("#", "");
function mix(a, b, t) {
  const pa = hex(a)
    .match(/../g)
    .map((x) => parseInt(x, 16));
  const pb = hex(b)
    .match(/../g)
    .map((x) => parseInt(x, 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** A ridge line by midpoint displacement, returned as an SVG path closed at the bottom. */
function ridge(rand, { base, amp, rough, bottom = H, width = W }) {
  const n = 128;
  const ys = new Array(n + 1).fill(0);
  ys[0] = (rand() - 0.5) * amp;
  ys[n] = (rand() - 0.5) * amp;
  let step = n;
  let scale = amp;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      ys[i] = (ys[i - half] + ys[i + half]) / 2 + (rand() - 0.5) * scale;
    }
    step = half;
    scale *= rough;
  }
  const pts = ys.map((y, i) => `${((i / n) * width).toFixed(1)},${(base + y).toFixed(1)}`);
  return `M0,${bottom} L${pts.join(" L")} L${width},${bottom} Z`;
}

function trees(rand, { baseY, count, color, minH, maxH }) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rand() * W;
    const h = minH + rand() * (maxH - minH);
    const w = h * (0.28 + rand() * 0.1);
    const y = baseY + rand() * 30;
    out += `<path d="M${x.toFixed(1)},${(y - h).toFixed(1)} L${(x + w / 2).toFixed(1)},${y.toFixed(1)} L${(x - w / 2).toFixed(1)},${y.toFixed(1)} Z" fill="${color}"/>`;
  }
  return out;
}

function stars(rand, count) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = rand() < 0.9 ? 1 + rand() * 1.2 : 2.2;
    out += `<circle cx="${(rand() * W).toFixed(1)}" cy="${(rand() * H * 0.5).toFixed(1)}" r="${r.toFixed(2)}" fill="#fff" opacity="${(0.35 + rand() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

function clouds(rand, count, color, opacity) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const cx = rand() * W;
    const cy = 80 + rand() * H * 0.3;
    const rx = 120 + rand() * 220;
    out += `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${(rx * 0.11).toFixed(1)}" fill="${color}" opacity="${opacity}"/>`;
  }
  return `<g filter="url(#soft)">${out}</g>`;
}

/**
 * One scene. `sky` is top→horizon, `sun` the light, `far`/`near` the ridge colours the layers blend
 * between, `haze` the mist colour.
 */
const SCENES = [
  {
    name: "Amanecer en la sierra",
    sky: ["#23395d", "#f4a261", "#ffd9a0"],
    sun: "#fff1c9",
    sunY: 0.36,
    far: "#b87a7a",
    near: "#2b2440",
    haze: "#ffd2a6",
    layers: 6,
  },
  {
    name: "Valle verde",
    sky: ["#7fb8e0", "#cfe8f3", "#f4f1de"],
    sun: "#fffbe8",
    sunY: 0.3,
    far: "#9fc3b5",
    near: "#1f4d3a",
    haze: "#e7f2ee",
    layers: 5,
    trees: "#173b2c",
  },
  {
    name: "Atardecer dorado",
    sky: ["#3d2c5e", "#e76f51", "#f9c74f"],
    sun: "#fff3b0",
    sunY: 0.58,
    far: "#a0526d",
    near: "#1d1430",
    haze: "#f7a072",
    layers: 5,
  },
  {
    name: "Lago en calma",
    sky: ["#4a6fa5", "#a9c5e0", "#fde2c4"],
    sun: "#fff8e7",
    sunY: 0.45,
    far: "#8aa4c0",
    near: "#22344f",
    haze: "#dfe8f3",
    layers: 4,
    water: true,
  },
  {
    name: "Noche estrellada",
    sky: ["#0b1026", "#1d2b53", "#4b5d8c"],
    sun: "#f5f3ce",
    sunY: 0.26,
    far: "#3b4a75",
    near: "#0a0f1f",
    haze: "#5b6c9a",
    layers: 5,
    stars: true,
    moon: true,
  },
  {
    name: "Desierto al alba",
    sky: ["#f6bd60", "#f7dba7", "#fef6e4"],
    sun: "#fffdf4",
    sunY: 0.46,
    far: "#e3a869",
    near: "#8c4a2f",
    haze: "#fbe3c1",
    layers: 4,
    dunes: true,
  },
  {
    name: "Cumbres nevadas",
    sky: ["#5b86b8", "#b7d0e8", "#eef4fa"],
    sun: "#ffffff",
    sunY: 0.22,
    far: "#c9d6e6",
    near: "#2c3e57",
    haze: "#eef3f9",
    layers: 5,
    snow: true,
  },
  {
    name: "Mar al atardecer",
    sky: ["#2d3a6b", "#d86f7a", "#f7b58d"],
    sun: "#ffe3b3",
    sunY: 0.55,
    far: "#7a5a8c",
    near: "#1a1d3a",
    haze: "#f0a38f",
    layers: 2,
    water: true,
  },
  {
    name: "Bosque en la neblina",
    sky: ["#8fa7a3", "#cdd9d2", "#eef2ea"],
    sun: "#fbfbf2",
    sunY: 0.28,
    far: "#a9bdb4",
    near: "#1e3a33",
    haze: "#e3ebe4",
    layers: 6,
    trees: "#18302a",
  },
  {
    name: "Colinas de lavanda",
    sky: ["#6d597a", "#b56576", "#eaac8b"],
    sun: "#ffe8d1",
    sunY: 0.5,
    far: "#9a7fa6",
    near: "#355070",
    haze: "#e8c1c5",
    layers: 5,
  },
  {
    name: "Mañana clara",
    sky: ["#3a86c8", "#8ec5e8", "#e0f1fb"],
    sun: "#ffffff",
    sunY: 0.18,
    far: "#8fb3c9",
    near: "#2f5d50",
    haze: "#d6ebf5",
    layers: 4,
    trees: "#244a40",
  },
  {
    name: "Cañón rojo",
    sky: ["#f4845f", "#f7b267", "#fde4b5"],
    sun: "#fff6dc",
    sunY: 0.36,
    far: "#d8775a",
    near: "#5a2a27",
    haze: "#f9c89b",
    layers: 5,
    mesa: true,
  },
  {
    name: "Crepúsculo azul",
    sky: ["#1b2845", "#274060", "#9db4c0"],
    sun: "#e9f1f5",
    sunY: 0.48,
    far: "#5c7a99",
    near: "#101a2b",
    haze: "#9db4c0",
    layers: 6,
  },
  {
    name: "Campos al mediodía",
    sky: ["#4ea8de", "#90e0ef", "#f1faee"],
    sun: "#ffffff",
    sunY: 0.16,
    far: "#a8c686",
    near: "#3a5a40",
    haze: "#e9f5db",
    layers: 4,
    fields: true,
  },
  {
    name: "Aurora sobre el agua",
    sky: ["#14213d", "#3c6e71", "#d9c5b2"],
    sun: "#fdf0d5",
    sunY: 0.5,
    far: "#4f6d7a",
    near: "#0d1b2a",
    haze: "#b8c6c2",
    layers: 3,
    water: true,
    stars: true,
  },
];

function sceneSvg(scene, seed, { grain = true } = {}) {
  const rand = rng(seed * 7919 + 17);
  const horizon = scene.water ? H * 0.62 : H * 0.72;
  const sunX = W * (0.25 + rand() * 0.5);
  const sunY = H * scene.sunY;
  const sunR = scene.moon ? 46 : 70 + rand() * 30;
  let layers = "";
  const n = scene.layers;
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 1 : i / (n - 1);
    const color = mix(scene.far, scene.near, t);
    const base = scene.water ? horizon - 140 + t * 130 : H * (0.42 + t * (scene.mesa ? 0.34 : 0.4));
    const amp = scene.dunes || scene.fields ? 90 - t * 40 : (scene.mesa ? 160 : 260) - t * 120;
    const rough = scene.dunes || scene.fields ? 0.42 : scene.mesa ? 0.38 : 0.55;
    const bottom = scene.water ? horizon + 1 : H;
    let d = ridge(rand, { base, amp, rough, bottom });
    if (scene.mesa && i % 2 === 0) {
      // Flat-topped mesas: clamp the ridge so its crest reads as a plateau.
      const cap = base - amp * 0.18;
      d = d.replace(/(\d+\.\d),(\d+\.\d)/g, (m, x, y) => `${x},${Math.max(Number(y), cap).toFixed(1)}`);
    }
    layers += `<path d="${d}" fill="${color}"/>`;
    if (scene.snow && i < 2) {
      layers += `<path d="${d}" fill="url(#snowcap)" opacity="0.9"/>`;
    }
    if (scene.trees && i === n - 1) {
      layers += trees(rand, { baseY: base + 20, count: 70, color: scene.trees, minH: 40, maxH: 120 });
    }
    // A band of haze between ridges gives depth.
    if (i < n - 1) {
      layers += `<rect x="0" y="${(base - 40).toFixed(1)}" width="${W}" height="${H}" fill="url(#haze)" opacity="${(0.32 - t * 0.18).toFixed(2)}"/>`;
    }
  }
  const water = scene.water
    ? `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#water)"/>
       <g opacity="0.55" filter="url(#soft)">
         <rect x="${(sunX - sunR * 0.9).toFixed(1)}" y="${horizon + 6}" width="${(sunR * 1.8).toFixed(1)}" height="${(H - horizon) * 0.9}" fill="url(#glitter)"/>
       </g>
       ${Array.from({ length: 18 }, (_, k) => {
         const y = horizon + 12 + k * ((H - horizon) / 18);
         const w = 60 + rand() * 220;
         return `<rect x="${(sunX - w / 2 + (rand() - 0.5) * 80).toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="2" rx="1" fill="${scene.sun}" opacity="${(0.25 + rand() * 0.35).toFixed(2)}"/>`;
       }).join("")}`
    : "";
  const fields = scene.fields
    ? Array.from({ length: 7 }, (_, k) => {
        const y = H * 0.8 + k * 26;
        return `<path d="M0,${y} Q${W / 2},${y - 30 + k * 4} ${W},${y + 10} L${W},${H} L0,${H} Z" fill="${mix("#b5c99a", "#4f772d", k / 6)}" opacity="0.95"/>`;
      }).join("")
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[0]}"/>
      <stop offset="0.55" stop-color="${scene.sky[1]}"/>
      <stop offset="1" stop-color="${scene.sky[2]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${scene.sun}" stop-opacity="0.85"/>
      <stop offset="0.35" stop-color="${scene.sun}" stop-opacity="0.25"/>
      <stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.haze}" stop-opacity="0"/>
      <stop offset="0.12" stop-color="${scene.haze}" stop-opacity="1"/>
      <stop offset="0.5" stop-color="${scene.haze}" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="snowcap" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.03" stop-color="#ffffff" stop-opacity="0.9"/>
      <stop offset="0.12" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${mix(scene.sky[2], scene.near, 0.35)}"/>
      <stop offset="1" stop-color="${mix(scene.sky[0], scene.near, 0.6)}"/>
    </linearGradient>
    <linearGradient id="glitter" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sun}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.05 0"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${scene.stars ? stars(rand, 220) : ""}
  <circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${(sunR * 4).toFixed(1)}" fill="url(#glow)"/>
  <circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${sunR.toFixed(1)}" fill="${scene.sun}" opacity="${scene.moon ? 0.95 : 0.9}"/>
  ${clouds(rand, scene.stars ? 3 : 6, scene.moon ? "#9aa8cc" : "#ffffff", scene.stars ? 0.14 : 0.3)}
  ${layers}
  ${water}
  ${fields}
  ${grain ? `<rect width="${W}" height="${H}" filter="url(#grain)"/>` : ""}
</svg>`;
}

function ogSvg() {
  // Drawn over the first landscape: the brand and what it does, legible in a small link preview.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#1b1530" stop-opacity="0.82"/>
      <stop offset="0.65" stop-color="#1b1530" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#1b1530" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#shade)"/>
  <g font-family="DejaVu Serif, Georgia, serif" fill="#fff">
    <text x="80" y="230" font-size="112" font-weight="700">Berea</text>
    <text x="82" y="305" font-size="40" fill="#fde8c8">Estudio bíblico con IA en español</text>
    <text x="82" y="380" font-size="30" fill="#f3efe8" font-style="italic">Pregunta, escudriña las Escrituras</text>
    <text x="82" y="422" font-size="30" fill="#f3efe8" font-style="italic">y recibe respuestas con citas verificadas.</text>
  </g>
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="#fff">
    <rect x="80" y="480" rx="30" width="356" height="60" fill="#7a4b1f"/>
    <text x="258" y="520" font-size="26" font-weight="700" text-anchor="middle">Prueba Berea Ahora</text>
  </g>
</svg>`;
}

async function main() {
  await mkdir(OUT, { recursive: true });
  for (let i = 0; i < SCENES.length; i++) {
    const svg = sceneSvg(SCENES[i], i + 1);
    const file = path.join(OUT, `${i + 1}.webp`);
    await sharp(Buffer.from(svg)).resize(1200, 750).webp({ quality: 74, effort: 6 }).toFile(file);
    console.log(`${file}  ${SCENES[i].name}`);
  }
  const bg = await sharp(Buffer.from(sceneSvg(SCENES[0], 1, { grain: false })))
    .resize(1200, 630, { fit: "cover" })
    .png()
    .toBuffer();
  const og = await sharp(bg)
    .composite([{ input: Buffer.from(ogSvg()) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(ROOT, "public/og-image.png"), og);
  console.log("public/og-image.png");
  await writeFile(
    path.join(OUT, "names.json"),
    `${JSON.stringify(
      SCENES.map((s, i) => ({ file: `${i + 1}.webp`, name: s.name })),
      null,
      2,
    )}\n`,
  );
}

await main();
