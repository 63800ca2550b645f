// WCAG 2 contrast arithmetic for the theme (AA: 4.5:1 for normal text).

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// The theme asks about the same few dozen colours on every render of every
// button and badge (its variant resolver): each answer is worked out once.
const ratios = new Map<string, number>();
const readable = new Map<string, string>();

export function contrastRatio(a: string, b: string): number {
  const key = `${a}|${b}`;
  let ratio = ratios.get(key);
  if (ratio === undefined) {
    const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
    ratio = (hi + 0.05) / (lo + 0.05);
    ratios.set(key, ratio);
  }
  return ratio;
}

/** `hex` mixed toward black by `amount` (0 to 1). */
export function darkenHex(hex: string, amount: number): string {
  return toHex(parseHex(hex).map((c) => c * (1 - amount)) as Rgb);
}

/** `hex`, darkened step by step until it reads on `background` at `ratio`. */
export function readableOn(hex: string, background: string, ratio = 4.6): string {
  const key = `${hex}|${background}|${ratio}`;
  const known = readable.get(key);
  if (known !== undefined) return known;
  let color = hex;
  for (let step = 0.05; contrastRatio(color, background) < ratio && step <= 1; step += 0.05) color = darkenHex(hex, step);
  readable.set(key, color);
  return color;
}
