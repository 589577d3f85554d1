import { demoCatalogue } from './demo-catalogue.js';
import { demoVehicles, vehicleKey } from './demo-vehicles.js';

/**
 * The demo shop's parts diagrams (docs/product.md#parts-diagrams): five assemblies for each of the
 * demo bikes most parts fit, drawn here as plain schematics (lines, circles and rectangles: no
 * maker's artwork), each callout a demo part that fits the bike. A drawing's leader lines run from
 * where its number sits to the piece it names; the number itself is the page's button.
 */

/** The demo bikes with the most parts listed for them: the ones riders of the demo shop pick first. */
export const DIAGRAM_VEHICLES = [
  'Bajaj|Pulsar 150|Twin Disc',
  'Bajaj|Pulsar 150|Single Disc',
  'Yamaha|FZ-S|V2',
  'Yamaha|FZ-S|V3',
  'Bajaj|Pulsar NS160|',
];

export const DRAWING_WIDTH = 800;
export const DRAWING_HEIGHT = 600;

/** A place on the drawing for one kind of part: where its number sits, and the piece it points at. */
type Slot = { names: string[]; at: [number, number]; target: [number, number] };
type DemoAssemblyDesign = { slug: string; name: string; nameBn: string; shapes: string; slots: Slot[] };

/** The drawing's own lines, `width` wide. */
const strokeOf = (width = 4) =>
  `fill="none" stroke="#334155" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const STROKE = strokeOf();
const THIN = 'fill="none" stroke="#64748b" stroke-width="2"';

const circle = (cx: number, cy: number, r: number, style = STROKE) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${style}/>`;
const rect = (x: number, y: number, width: number, height: number, style = STROKE) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" ${style}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, style = STROKE) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${style}/>`;
/** `count` small circles evenly round (cx, cy) at radius `r`: bolt holes, chain rollers, sprocket teeth. */
const ring = (cx: number, cy: number, r: number, count: number, size: number) =>
  Array.from({ length: count }, (_, index) => {
    const angle = (2 * Math.PI * index) / count;
    return circle(Math.round(cx + r * Math.cos(angle)), Math.round(cy + r * Math.sin(angle)), size, THIN);
  }).join('');

const wheel = (cx: number, cy: number) => circle(cx, cy, 200, strokeOf(22)) + circle(cx, cy, 172);

const designs: DemoAssemblyDesign[] = [
  {
    slug: 'front-brake',
    name: 'Front brake and wheel',
    nameBn: 'সামনের ব্রেক ও চাকা',
    shapes:
      wheel(400, 330) +
      circle(400, 330, 95) +
      ring(400, 330, 70, 10, 8) +
      circle(400, 330, 24) +
      rect(465, 215, 80, 56) +
      rect(478, 226, 20, 34, THIN) +
      rect(512, 226, 20, 34, THIN) +
      rect(372, 20, 56, 150) +
      rect(380, 170, 40, 140) +
      rect(366, 156, 68, 16, THIN),
    slots: [
      { names: ['Front Brake Disc'], at: [700, 470], target: [470, 350] },
      { names: ['Front Disc Brake Pad Set', 'Front Brake Shoe Set'], at: [700, 130], target: [520, 230] },
      { names: ['Front Tyre'], at: [110, 110], target: [260, 185] },
      { names: ['Tyre Tube'], at: [100, 470], target: [240, 420] },
      { names: ['Front Fork Oil Seal Set'], at: [220, 40], target: [370, 164] },
    ],
  },
  {
    slug: 'rear-brake',
    name: 'Rear brake and suspension',
    nameBn: 'পেছনের ব্রেক ও সাসপেনশন',
    shapes:
      wheel(430, 340) +
      circle(430, 340, 80) +
      circle(430, 340, 24) +
      rect(360, 270, 60, 44) +
      line(150, 90, 430, 340) +
      line(150, 140, 430, 340) +
      rect(150, 60, 40, 150) +
      line(170, 60, 170, 20) +
      ring(170, 135, 0, 1, 14),
    slots: [
      { names: ['Rear Disc Brake Pad Set', 'Rear Brake Shoe Set'], at: [660, 90], target: [410, 285] },
      { names: ['Rear Tyre'], at: [700, 520], target: [580, 470] },
      { names: ['Rear Shock Absorber', 'Rear Monoshock'], at: [70, 300], target: [150, 160] },
    ],
  },
  {
    slug: 'clutch',
    name: 'Clutch and engine',
    nameBn: 'ক্লাচ ও ইঞ্জিন',
    shapes:
      circle(300, 340, 150) +
      circle(300, 340, 120, THIN) +
      circle(300, 340, 95, THIN) +
      circle(300, 340, 70, THIN) +
      circle(300, 340, 30) +
      rect(500, 120, 140, 170) +
      rect(530, 60, 80, 60) +
      line(570, 290, 570, 360) +
      circle(640, 440, 40) +
      line(120, 120, 300, 200) +
      line(120, 120, 60, 60),
    slots: [
      { names: ['Clutch Plate Set', 'Clutch Friction Plate Set'], at: [110, 500], target: [230, 430] },
      { names: ['Clutch Cable'], at: [60, 200], target: [120, 120] },
      { names: ['Piston Kit'], at: [740, 150], target: [640, 200] },
      { names: ['Cam Chain Kit'], at: [740, 60], target: [610, 90] },
      { names: ['Oil Filter'], at: [740, 520], target: [670, 470] },
      { names: ['Carburettor'], at: [470, 560], target: [540, 290] },
    ],
  },
  {
    slug: 'chain-sprockets',
    name: 'Chain and sprockets',
    nameBn: 'চেইন ও স্প্রোকেট',
    shapes:
      circle(190, 300, 60) +
      ring(190, 300, 60, 14, 6) +
      circle(190, 300, 18) +
      circle(590, 300, 130) +
      ring(590, 300, 130, 30, 6) +
      circle(590, 300, 30) +
      line(190, 240, 590, 170) +
      line(190, 360, 590, 430) +
      line(700, 90, 760, 90) +
      line(720, 60, 720, 120),
    slots: [
      { names: ['Chain and Sprocket Kit', 'Drive Belt'], at: [390, 100], target: [390, 205] },
      { names: ['Throttle Cable'], at: [740, 170], target: [720, 110] },
      { names: ['Speedometer Cable'], at: [80, 120], target: [160, 250] },
    ],
  },
  {
    slug: 'electrical',
    name: 'Electrical and lights',
    nameBn: 'বৈদ্যুতিক ও বাতি',
    shapes:
      rect(300, 220, 200, 130) +
      line(340, 220, 340, 200) +
      line(460, 220, 460, 200) +
      circle(110, 290, 70) +
      circle(110, 290, 40, THIN) +
      rect(620, 250, 120, 80) +
      rect(560, 430, 90, 60) +
      rect(380, 460, 70, 50) +
      line(250, 520, 250, 430) +
      line(235, 430, 265, 430) +
      rect(60, 470, 60, 36) +
      rect(150, 470, 60, 36) +
      line(180, 290, 300, 285, THIN) +
      line(500, 285, 620, 290, THIN),
    slots: [
      { names: ['Battery'], at: [400, 120], target: [400, 220] },
      { names: ['Headlight Bulb', 'Headlight Assembly'], at: [60, 160], target: [90, 240] },
      { names: ['Tail Light Assembly', 'LED Tail Light Assembly'], at: [740, 170], target: [700, 250] },
      { names: ['Regulator Rectifier'], at: [700, 540], target: [640, 480] },
      { names: ['Starter Relay'], at: [430, 560], target: [420, 510] },
      { names: ['Spark Plug'], at: [300, 560], target: [250, 480] },
      { names: ['Turn Indicator Pair'], at: [60, 560], target: [90, 505] },
    ],
  },
];

export type DemoCallout = {
  number: number;
  x: number;
  y: number;
  sku: string;
  quantity: number;
  yearFrom: number | null;
  yearTo: number | null;
  note: string;
};
export type DemoAssembly = {
  vehicle: string;
  slug: string;
  name: string;
  nameBn: string;
  position: number;
  drawingSvg: string;
  callouts: DemoCallout[];
};

/** Drawing units between two numbers of one slot: 30 px on a phone's 360 px wide drawing. */
const SIDE_BY_SIDE = 68;
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The drawing, with a leader line from each used slot's number to its piece. */
function drawingOf(design: DemoAssemblyDesign, usedSlots: Slot[]): string {
  const leaders = usedSlots
    .map(({ at: [x1, y1], target: [x2, y2] }) => line(x1, y1, x2, y2, 'stroke="#94a3b8" stroke-width="2"'))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}" ` +
    `width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}">` +
    `<rect width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" fill="#fff"/>${design.shapes}${leaders}</svg>`
  );
}

/**
 * Every demo diagram: for each bike and assembly, a callout per part that fits the bike and whose
 * name starts as a slot's does, numbered in the drawing's order; a second part of one slot (the
 * shop's own and a model's) sits just beside the first. A fitment narrower than the bike's years
 * gives the callout its years.
 */
export function demoDiagrams(): DemoAssembly[] {
  const vehicles = new Map(demoVehicles.map((vehicle) => [vehicleKey(vehicle), vehicle]));
  return DIAGRAM_VEHICLES.flatMap((key) => {
    const vehicle = vehicles.get(key);
    if (!vehicle) throw new Error(`demo diagrams name an unknown vehicle: ${key}`);
    const fitting = demoCatalogue.flatMap((part) =>
      part.fitment.filter((fit) => fit.vehicle === key).map((fit) => ({ part, fit })),
    );
    return designs.map((design, position) => {
      let number = 0;
      const usedSlots: Slot[] = [];
      const callouts = design.slots.flatMap((slot) => {
        const matches = fitting.filter(({ part }) => slot.names.some((name) => part.name.startsWith(name)));
        if (matches.length > 0) usedSlots.push(slot);
        return matches.map(({ part, fit }, index): DemoCallout => {
          number += 1;
          const [x, y] = slot.at;
          const isNarrower =
            (fit.yearFrom ?? vehicle.yearFrom) > vehicle.yearFrom || (fit.yearTo ?? vehicle.yearTo) < vehicle.yearTo;
          return {
            number,
            // Side by side, a finger's width apart even on a phone, kept inside the drawing.
            x: round(
              (x + index * SIDE_BY_SIDE > DRAWING_WIDTH - 20 ? x - index * SIDE_BY_SIDE : x + index * SIDE_BY_SIDE) /
                DRAWING_WIDTH,
            ),
            y: round(y / DRAWING_HEIGHT),
            sku: part.sku,
            quantity: 1,
            yearFrom: isNarrower ? (fit.yearFrom ?? vehicle.yearFrom) : null,
            yearTo: isNarrower ? (fit.yearTo ?? vehicle.yearTo) : null,
            note: fit.note ?? '',
          };
        });
      });
      return {
        vehicle: key,
        slug: design.slug,
        name: design.name,
        nameBn: design.nameBn,
        position: position + 1,
        drawingSvg: drawingOf(design, usedSlots),
        callouts,
      };
    });
  });
}
