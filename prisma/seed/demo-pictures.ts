// Demo photos without a network: flat "architectural illustrations" drawn as SVG (colours derived
// from the property id) and rendered to JPEG by sharp. The app makes its webp sizes from these.
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoTypeKey } from './demo-catalogue';
import { createRandom, type Random } from './prng';

export const PICTURE_WIDTH = 1600;
export const PICTURE_HEIGHT = 1067;
const W = PICTURE_WIDTH;
const H = PICTURE_HEIGHT;
const HORIZON = 800;

export type Scene =
  | 'exterior'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'hall'
  | 'garden'
  | 'plot'
  | 'offices'
  | 'meeting'
  | 'sales-floor'
  | 'storage';

const SCENES: Record<DemoTypeKey, readonly Scene[]> = {
  house: ['exterior', 'living', 'kitchen', 'bedroom', 'garden', 'bathroom'],
  'apartment-loft': ['exterior', 'living', 'kitchen', 'bedroom', 'bathroom', 'hall'],
  prestige: ['exterior', 'living', 'garden', 'kitchen', 'bedroom', 'bathroom'],
  land: ['plot', 'plot', 'plot', 'plot', 'plot', 'plot'],
  office: ['exterior', 'offices', 'meeting', 'offices', 'hall', 'kitchen'],
  shop: ['exterior', 'sales-floor', 'sales-floor', 'storage', 'hall', 'offices'],
  other: ['exterior', 'storage', 'storage', 'offices', 'storage', 'hall'],
};

export function scenesFor(type: DemoTypeKey, count: number): Scene[] {
  return SCENES[type].slice(0, count);
}

export type PictureJob = { file: string; type: DemoTypeKey; scene: Scene; seed: number };

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const poly = (points: readonly number[], fill: string) => `<polygon points="${points.join(' ')}" fill="${fill}"/>`;

function sky(r: Random): string {
  const evening = r.chance(0.25);
  const top = evening ? hsl(25 + r.int(0, 15), 75, 62) : hsl(200 + r.int(0, 18), 65, 52);
  const bottom = evening ? hsl(45, 85, 85) : hsl(200, 60, 88);
  const clouds = Array.from({ length: r.int(2, 4) }, () => {
    const x = r.int(80, W - 300);
    const y = r.int(60, 260);
    return `<g fill="#fff" opacity="0.8"><ellipse cx="${x}" cy="${y}" rx="110" ry="34"/><ellipse cx="${x + 70}" cy="${y - 22}" rx="70" ry="34"/><ellipse cx="${x + 150}" cy="${y}" rx="90" ry="28"/></g>`;
  });
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, 0, W, HORIZON, 'url(#sky)') +
    clouds.join('')
  );
}

function tree(x: number, base: number, size: number, r: Random): string {
  const leaf = hsl(95 + r.int(0, 40), 35, 28 + r.int(0, 12));
  return (
    rect(x - size * 0.08, base - size * 0.9, size * 0.16, size * 0.9, '#5b4330') +
    `<circle cx="${x}" cy="${base - size}" r="${size * 0.55}" fill="${leaf}"/>` +
    `<circle cx="${x - size * 0.35}" cy="${base - size * 0.8}" r="${size * 0.38}" fill="${leaf}"/>` +
    `<circle cx="${x + size * 0.35}" cy="${base - size * 0.78}" r="${size * 0.4}" fill="${leaf}"/>`
  );
}

function ground(r: Random, paved: boolean): string {
  const grass = hsl(95 + r.int(0, 20), 35, 42);
  return (
    rect(0, HORIZON, W, H - HORIZON, paved ? '#9a9a96' : grass) +
    (paved ? rect(0, HORIZON + 120, W, 147, '#55575a') : '')
  );
}

function windowGrid(
  x: number,
  y: number,
  columns: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  glass: string,
): string {
  let out = '';
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      out += rect(x + column * (w + gapX), y + row * (h + gapY), w, h, glass, ' stroke="#f4f1ea" stroke-width="6"');
    }
  }
  return out;
}

function exterior(type: DemoTypeKey, hue: number, r: Random): string {
  const wall = r.chance(0.5) ? hsl(hue, 30, 78) : hsl(12 + r.int(0, 14), 45, 42);
  const glass = hsl(205, 35, 30 + r.int(0, 15));
  const roof = r.chance(0.5) ? '#3d3f45' : hsl(10, 45, 35);
  let body = '';
  switch (type) {
    case 'house':
      body =
        rect(520, 430, 560, 370, wall) +
        poly([490, 440, 800, 230, 1110, 440], roof) +
        rect(960, 260, 50, 110, '#6b5b50') +
        windowGrid(560, 470, 3, 2, 110, 110, 70, 50, glass) +
        rect(760, 640, 80, 160, hsl(hue + 180, 40, 30));
      break;
    case 'prestige':
      body =
        rect(330, 470, 940, 330, wall) +
        rect(640, 380, 320, 420, wall) +
        poly([300, 480, 420, 380, 1180, 380, 1300, 480], roof) +
        poly([620, 390, 800, 250, 980, 390], roof) +
        windowGrid(370, 520, 3, 2, 70, 100, 50, 60, glass) +
        windowGrid(1000, 520, 3, 2, 70, 100, 50, 60, glass) +
        windowGrid(690, 430, 3, 1, 60, 100, 40, 0, glass) +
        rect(750, 620, 100, 180, hsl(hue + 160, 35, 28)) +
        [680, 900].map((x) => rect(x, 560, 22, 240, '#f2efe6')).join('');
      break;
    case 'apartment-loft': {
      const floors = r.int(5, 7);
      const top = HORIZON - floors * 88;
      body =
        rect(280, HORIZON - 300, 220, 300, hsl(hue + 40, 20, 70)) +
        rect(1100, HORIZON - 360, 240, 360, hsl(hue - 30, 18, 66)) +
        rect(520, top, 560, floors * 88, wall) +
        rect(505, top - 18, 590, 22, '#4b4d52') +
        windowGrid(550, top + 18, 5, floors, 74, 56, 30, 32, glass) +
        Array.from({ length: floors - 1 }, (_, floor) => rect(540, top + 82 + floor * 88, 520, 8, '#d9d6cf')).join('');
      break;
    }
    case 'office':
      body =
        `<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(205, 45, 55)}"/><stop offset="1" stop-color="${hsl(215, 40, 30)}"/></linearGradient></defs>` +
        rect(560, 120, 480, 680, 'url(#glass)') +
        Array.from({ length: 12 }, (_, i) => rect(560 + i * 40, 120, 3, 680, '#c9d3dc')).join('') +
        Array.from({ length: 14 }, (_, i) => rect(560, 160 + i * 48, 480, 5, '#c9d3dc')).join('') +
        rect(300, 460, 240, 340, hsl(hue, 12, 72)) +
        rect(1060, 520, 260, 280, hsl(hue + 20, 10, 64));
      break;
    case 'shop':
      body = [0, 1, 2]
        .map((i) => {
          const x = 260 + i * 370;
          const colour = hsl(hue + i * 50, 35, 60 + i * 6);
          return (
            rect(x, 300, 350, 500, colour) +
            poly([x - 10, 300, x + 175, 210, x + 360, 300], roof) +
            windowGrid(x + 40, 340, 3, 2, 70, 90, 40, 40, glass) +
            rect(x + 20, 620, 310, 180, hsl(205, 30, 72)) +
            Array.from({ length: 7 }, (_, s) =>
              rect(x + 10 + s * 47, 580, 47, 40, s % 2 ? '#f4f1ea' : hsl(hue + i * 50, 60, 45)),
            ).join('')
          );
        })
        .join('');
      break;
    default:
      body =
        rect(380, 470, 840, 330, hsl(hue, 10, 70)) +
        poly([360, 480, 800, 400, 1240, 480], '#6d7076') +
        Array.from({ length: 21 }, (_, i) => rect(400 + i * 40, 480, 3, 320, '#8c8f94')).join('') +
        rect(520, 580, 260, 220, '#d6d7d9') +
        Array.from({ length: 8 }, (_, i) => rect(520, 600 + i * 26, 260, 3, '#a3a5a8')).join('') +
        windowGrid(860, 560, 3, 1, 90, 70, 30, 0, glass) +
        rect(900, 680, 80, 120, hsl(hue + 180, 30, 35));
  }
  const paved = type === 'shop' || type === 'office';
  const trees = paved ? '' : tree(160, HORIZON + 20, 170, r) + tree(1420, HORIZON + 30, 200, r);
  return (
    sky(r) +
    ground(r, paved) +
    body +
    trees +
    (paved ? '' : rect(0, HORIZON + 10, W, 30, hsl(100, 30, 30), ' opacity="0.5"'))
  );
}

function plot(hue: number, r: Random): string {
  const field = hsl(80 + r.int(0, 30), 40, 48);
  const houses = Array.from({ length: 4 }, (_, i) => {
    const x = 120 + i * 380 + r.int(0, 120);
    const colour = hsl(hue + i * 30, 20, 70);
    return rect(x, 650, 160, 110, colour) + poly([x - 10, 655, x + 80, 590, x + 170, 655], '#4a4c52');
  }).join('');
  const posts = Array.from({ length: 17 }, (_, i) => rect(40 + i * 95, 880, 10, 90, '#7a5b3c')).join('');
  const trees = Array.from({ length: 5 }, (_, i) => tree(60 + i * 360 + r.int(0, 80), 770, 90 + r.int(0, 60), r)).join(
    '',
  );
  return (
    sky(r) +
    rect(0, 740, W, H - 740, field) +
    houses +
    trees +
    rect(0, 905, W, 8, '#7a5b3c') +
    posts +
    poly([700, H, 760, 740, 840, 740, 980, H], hsl(35, 25, 62))
  );
}

/** A room seen from the front: back wall with a window, wooden floor in perspective. */
function room(hue: number, r: Random, furniture: string, tiles = false): string {
  const wall = hsl(hue, 25 + r.int(0, 15), 86);
  const floor = tiles ? hsl(hue, 8, 80) : hsl(30 + r.int(0, 10), 40, 55);
  const planks = Array.from({ length: 12 }, (_, i) => {
    const x = -400 + i * 200;
    return `<line x1="${x + 400}" y1="760" x2="${x}" y2="${H}" stroke="#00000022" stroke-width="4"/>`;
  }).join('');
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(205, 60, 60)}"/><stop offset="1" stop-color="${hsl(200, 55, 88)}"/></linearGradient></defs>` +
    rect(0, 0, W, 760, wall) +
    poly([0, 760, W, 760, W, H, 0, H], floor) +
    planks +
    rect(0, 748, W, 14, '#ffffff') +
    rect(1000, 170, 420, 400, 'url(#sky)', ' stroke="#ffffff" stroke-width="18"') +
    rect(1202, 170, 14, 400, '#ffffff') +
    furniture
  );
}

function interior(scene: Scene, hue: number, r: Random): string {
  const accent = hsl(hue + 150, 35, 45);
  const wood = hsl(28, 35, 38);
  switch (scene) {
    case 'living':
      return room(
        hue,
        r,
        `<ellipse cx="700" cy="930" rx="520" ry="90" fill="${hsl(hue + 40, 30, 70)}"/>` +
          rect(300, 600, 700, 200, accent, ' rx="30"') +
          rect(300, 540, 700, 110, accent, ' rx="30" opacity="0.85"') +
          rect(560, 860, 300, 40, wood, ' rx="8"') +
          rect(380, 240, 380, 240, hsl(hue + 200, 40, 60), ' stroke="#3b3b3b" stroke-width="10"') +
          rect(1140, 640, 14, 220, '#3b3b3b') +
          `<ellipse cx="1147" cy="630" rx="60" ry="40" fill="${hsl(45, 80, 70)}"/>`,
      );
    case 'kitchen':
      return room(
        hue,
        r,
        rect(120, 560, 820, 200, '#f4f2ee') +
          rect(120, 540, 820, 24, '#3f3f44') +
          rect(120, 200, 820, 200, '#f4f2ee', ' stroke="#d4d0c8" stroke-width="4"') +
          [1, 2, 3].map((i) => rect(120 + i * 205, 200, 4, 200, '#d4d0c8')).join('') +
          rect(420, 820, 620, 180, accent) +
          rect(400, 800, 660, 30, '#3f3f44') +
          rect(560, 450, 80, 90, '#8a8f96'),
      );
    case 'bedroom':
      return room(
        hue,
        r,
        rect(330, 560, 640, 110, wood) +
          rect(360, 660, 580, 230, '#f7f5f0') +
          rect(360, 760, 580, 130, accent) +
          rect(400, 610, 200, 80, '#ffffff', ' rx="20"') +
          rect(700, 610, 200, 80, '#ffffff', ' rx="20"') +
          rect(160, 700, 140, 140, wood) +
          rect(1000, 700, 140, 140, wood) +
          `<ellipse cx="230" cy="660" rx="50" ry="36" fill="${hsl(45, 80, 72)}"/>`,
      );
    case 'bathroom':
      return room(
        hue,
        r,
        Array.from({ length: 9 }, (_, i) => rect(0, 300 + i * 50, 960, 3, '#00000018')).join('') +
          rect(120, 660, 560, 180, '#fbfbfb', ' rx="40"') +
          rect(760, 640, 200, 200, wood) +
          rect(770, 620, 180, 30, '#fbfbfb') +
          rect(780, 300, 160, 240, hsl(200, 30, 80), ' stroke="#c8c8c8" stroke-width="8"'),
        true,
      );
    case 'hall':
      return room(
        hue,
        r,
        Array.from({ length: 8 }, (_, i) =>
          rect(200 + i * 70, 760 - (i + 1) * 70, 70 + (7 - i) * 0, (i + 1) * 70, wood),
        ).join('') +
          rect(760, 300, 180, 460, hsl(hue + 180, 30, 32)) +
          `<circle cx="915" cy="540" r="9" fill="#d8c27a"/>`,
      );
    case 'garden':
      return (
        sky(r) +
        ground(r, false) +
        rect(0, 330, 520, 470, hsl(hue, 25, 75)) +
        windowGrid(60, 420, 2, 2, 150, 120, 60, 60, hsl(205, 35, 40)) +
        poly([0, HORIZON, 700, HORIZON, 600, H, 0, H], '#b9aa93') +
        rect(150, 860, 260, 20, wood) +
        rect(160, 880, 16, 90, wood) +
        rect(384, 880, 16, 90, wood) +
        tree(900, HORIZON + 20, 220, r) +
        tree(1300, HORIZON + 10, 180, r) +
        `<ellipse cx="1100" cy="${HORIZON + 5}" rx="380" ry="26" fill="${hsl(110, 30, 30)}"/>`
      );
    case 'offices':
      return room(
        hue,
        r,
        [0, 1, 2]
          .map(
            (i) =>
              rect(140 + i * 300, 680 + i * 40, 260, 24, '#e9e9e9') +
              rect(150 + i * 300, 704 + i * 40, 12, 140, '#555') +
              rect(380 + i * 300, 704 + i * 40, 12, 140, '#555') +
              rect(220 + i * 300, 590 + i * 40, 110, 80, '#2f3237'),
          )
          .join(''),
        true,
      );
    case 'meeting':
      return room(
        hue,
        r,
        `<ellipse cx="640" cy="840" rx="420" ry="90" fill="${wood}"/>` +
          Array.from({ length: 6 }, (_, i) => rect(290 + i * 120, 720, 70, 70, accent, ' rx="12"')).join('') +
          rect(240, 220, 520, 300, '#2f3237'),
        true,
      );
    case 'sales-floor':
      return room(
        hue,
        r,
        [0, 1, 2]
          .map(
            (i) =>
              rect(120 + i * 300, 360, 240, 400, '#f3f1ec', ' stroke="#b9b4aa" stroke-width="6"') +
              [0, 1, 2, 3]
                .map((s) => rect(130 + i * 300, 400 + s * 90, 220, 40, hsl(hue + s * 40 + i * 20, 45, 60)))
                .join(''),
          )
          .join('') + rect(1040, 700, 340, 160, wood),
        true,
      );
    default:
      return room(
        hue,
        r,
        [0, 1, 2, 3]
          .map(
            (i) =>
              rect(80 + i * 230, 300, 14, 460, '#4a6fa5') +
              rect(266 + i * 230, 300, 14, 460, '#4a6fa5') +
              [0, 1, 2]
                .map(
                  (s) =>
                    rect(94 + i * 230, 400 + s * 130, 172, 10, '#e08a2e') +
                    rect(110 + i * 230, 340 + s * 130, 70, 60, '#b58a5a') +
                    rect(190 + i * 230, 350 + s * 130, 60, 50, '#c89c68'),
                )
                .join(''),
          )
          .join(''),
        true,
      );
  }
}

export function pictureSvg(job: Omit<PictureJob, 'file'>): string {
  const r = createRandom(job.seed);
  const hue = (job.seed * 47) % 360;
  const content =
    job.scene === 'exterior'
      ? exterior(job.type, hue, r)
      : job.scene === 'plot'
        ? plot(hue, r)
        : interior(job.scene, hue, r);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Renders the pictures that are not on disk yet; returns how many were written. */
export async function writePictures(jobs: readonly PictureJob[], concurrency = 4): Promise<number> {
  const directories = new Set(jobs.map((job) => path.dirname(job.file)));
  await Promise.all([...directories].map((directory) => mkdir(directory, { recursive: true })));
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (!job || (await exists(job.file))) continue;
      // Written aside then renamed, so an interrupted seed never leaves a half picture behind.
      const jpeg = await sharp(Buffer.from(pictureSvg(job)))
        .jpeg({ quality: 72 })
        .toBuffer();
      await writeFile(`${job.file}.part`, jpeg);
      await rename(`${job.file}.part`, job.file);
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
