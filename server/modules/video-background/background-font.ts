/**
 * The font every background is drawn in: Inter, from the TTF files of the installed npm package
 * `@expo-google-fonts/inter`, so a background looks the same on every machine whatever fonts the
 * system has. The files are found through Node's resolution from this module: beside the source
 * in development and tests, and from dist/server/ in the compiled server, whose bundle leaves
 * this lookup to run time (the package is a production dependency, kept in the container image).
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

export interface BackgroundFont {
  /** Pango's family name of the files. */
  family: string;
  regular: string;
  bold: string;
}

const require = createRequire(import.meta.url);

function checked(path: string): string {
  if (!existsSync(path))
    throw new Error(`The background font ${path} is missing; reinstall @expo-google-fonts/inter.`);
  return path;
}

let found: BackgroundFont | undefined;

/** The font's files, looked up once; fails loudly when the package is missing rather than drawing in another font. */
export function backgroundFont(): BackgroundFont {
  found ??= {
    family: "Inter",
    regular: checked(require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf")),
    bold: checked(require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf")),
  };
  return found;
}
