/** What POST /api/upload, /api/pwa-upload and /api/pwa-icon answer. */
import { z } from "zod";

export const uploadAnswerSchema = z.object({
  success: z.literal(true),
  /** Root-relative, e.g. /uploads/3f9a…c1.jpg */
  url: z.string(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
