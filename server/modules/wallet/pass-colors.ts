/** A theme colour as a wallet takes it: Apple's "rgb(r, g, b)" and Google's "#rrggbb". */

/** "#rgb" or "#rrggbb" as its three channels; undefined for anything else (a gradient, a name). */
function channels(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join("") : match[1]!;
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

export function appleColor(hex: string, fallback: string): string {
  const [r, g, b] = channels(hex) ?? channels(fallback) ?? [0, 0, 0];
  return `rgb(${r}, ${g}, ${b})`;
}

export function googleColor(hex: string, fallback: string): string {
  const rgb = channels(hex) ?? channels(fallback) ?? [0, 0, 0];
  return `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
