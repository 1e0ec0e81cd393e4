/**
 * The steps between picking a file and sending it, free of React and of
 * toasts so they can be tested: the checks (type, size, dimensions) and the compression with
 * its size check afterwards. The browser's canvas work comes in as `tools`.
 */
import { storedFits } from "@core/upload-limits";
import { needsCompression } from "./compression";
import {
  checkDimensions,
  contentProblem,
  type ImageFormat,
  imageFormat,
  SIGNATURE_BYTES,
  sizeProblem,
  typeProblem,
} from "./file-checks";
import { IMAGE_KINDS, type ImageKind } from "./image-kinds";
import {
  DIMENSIONS_UNREADABLE_MESSAGE,
  TITLE_DIMENSIONS,
  TITLE_TOO_LARGE,
  TOO_LARGE_AFTER_COMPRESSION_MESSAGE,
  type UploadNotice,
} from "./messages";

export interface ImageTools {
  readDimensions: (file: File) => Promise<{ width: number; height: number }>;
  compress: (file: File, kind: ImageKind) => Promise<File>;
}

export type CheckResult =
  | { ok: true; format: ImageFormat; warnings: UploadNotice[] }
  | { ok: false; problem: UploadNotice };

export async function checkImage(file: File, kind: ImageKind, tools: ImageTools): Promise<CheckResult> {
  const problem = typeProblem(file, kind) ?? sizeProblem(file);
  if (problem) return { ok: false, problem };
  const format = imageFormat(file)!;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const wrongContent = contentProblem(format, head, kind);
  if (wrongContent) return { ok: false, problem: wrongContent };
  // A vector logo has no pixel size to check; gallery images have no rule.
  if (format === "svg" || !IMAGE_KINDS[kind].minimum) return { ok: true, format, warnings: [] };

  let size: { width: number; height: number };
  try {
    size = await tools.readDimensions(file);
  } catch {
    return { ok: false, problem: { title: TITLE_DIMENSIONS, description: DIMENSIONS_UNREADABLE_MESSAGE } };
  }
  const check = checkDimensions(kind, size.width, size.height);
  if (check.error) return { ok: false, problem: check.error };
  return { ok: true, format, warnings: check.warning ? [check.warning] : [] };
}

export type ReadyResult = { ok: true; file: File } | { ok: false; problem: UploadNotice };

/**
 * The file to send: compressed when over 100 KB (not SVG), and then no larger than the stored
 * 2MB. A picture this browser cannot redraw (a format it does not decode, too little memory)
 * is sent as it is: the server scales it down in any case (decision 026), or says why not.
 */
export async function readyForUpload(file: File, kind: ImageKind, tools: ImageTools): Promise<ReadyResult> {
  if (!needsCompression(file)) return { ok: true, file };
  let compressed: File;
  try {
    compressed = await tools.compress(file, kind);
  } catch {
    return { ok: true, file };
  }
  if (!storedFits(compressed.size)) {
    return {
      ok: false,
      problem: { title: TITLE_TOO_LARGE, description: TOO_LARGE_AFTER_COMPRESSION_MESSAGE },
    };
  }
  return { ok: true, file: compressed };
}
