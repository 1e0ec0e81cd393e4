import { UPLOAD_SIZE_HINT } from "@core/upload-limits";
import { Bot, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { ProgressBar } from "@/components/ui/progress-bar";
import { acceptedTypes, sizeProblem, typeProblem } from "@/features/uploads/file-checks";
import { isAbort, sendUpload } from "@/features/uploads/upload-request";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";

const AVATAR_FAILED = "Failed to upload avatar. Please try again.";
const AVATAR_ERROR = "An error occurred while uploading. Please try again.";

/**
 * The assistant's picture (recommended 200x200): uploaded through the
 * card's upload route as an 'avatar', previewed, removable. Saved with the configuration.
 */
export function AvatarField({
  cardId,
  url,
  botName,
  error,
  onChange,
}: {
  cardId: number;
  url: string | null;
  botName: string;
  error?: string;
  onChange: (url: string | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(file: File) {
    // The same checks as the card's profile picture: JPG, PNG or GIF, an original of at most
    // 20MB, which the server scales down (decision 026).
    const problem = typeProblem(file, "profilePicture") ?? sizeProblem(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    toast({ title: "Uploading avatar..." });
    setProgress(0);
    try {
      const stored = await sendUpload({
        url: "/api/upload",
        fields: { cardId: String(cardId), type: "avatar" },
        file,
        onProgress: setProgress,
      });
      onChange(stored);
      toast({ title: "Avatar uploaded", variant: "success" });
    } catch (failure) {
      if (isAbort(failure)) return;
      // The server refused it ('Upload failed'), or it never got there ('Upload error').
      toast(
        failure instanceof ApiError
          ? {
              title: "Upload failed",
              description: failure.serverMessage || AVATAR_FAILED,
              variant: "destructive",
            }
          : { title: "Upload error", description: AVATAR_ERROR, variant: "destructive" },
      );
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Avatar</p>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          <img
            src={url}
            alt={`${botName || "Salesbot"} avatar`}
            className="h-16 w-16 rounded-full object-cover"
          />
        ) : (
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-muted" aria-hidden>
            <Bot className="h-8 w-8 text-muted-foreground" />
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-describedby={hintId}
            disabled={progress !== null}
            onClick={() => input.current?.click()}
          >
            <Upload className="h-4 w-4" aria-hidden />
            {url ? "Change avatar" : "Upload avatar"}
          </Button>
          {url && (
            <Button variant="outline" size="sm" onClick={() => onChange(null)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              Remove avatar
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptedTypes("profilePicture")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Square images work best (200x200). JPG, PNG or GIF {UPLOAD_SIZE_HINT}.
      </p>
      {progress !== null && <ProgressBar value={progress} label="Uploading avatar" />}
      <FieldError message={error} />
    </div>
  );
}
