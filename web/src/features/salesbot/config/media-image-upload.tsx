import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { acceptedTypes, sizeProblem, typeProblem } from "@/features/uploads/file-checks";
import { isAbort, sendUpload } from "@/features/uploads/upload-request";
import { toast } from "@/lib/toast";

const UPLOAD_FAILED = "Failed to upload image. Please try again.";

/** An image for a media asset, uploaded through the card's upload route. */
export function MediaImageUpload({
  cardId,
  onUploaded,
}: {
  cardId: number;
  onUploaded: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Also said in the dialog: while it is open, the toasts outside it are hidden from screen readers.
  const [said, setSaid] = useState("");

  async function upload(file: File) {
    const problem = typeProblem(file, "gallery") ?? sizeProblem(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      setSaid(`${problem.title}: ${problem.description}`);
      return;
    }
    setProgress(0);
    try {
      const url = await sendUpload({
        url: "/api/upload",
        fields: { cardId: String(cardId) },
        file,
        onProgress: setProgress,
      });
      onUploaded(url);
      toast({ title: "Image Uploaded", variant: "success" });
      setSaid("Image Uploaded");
    } catch (failure) {
      if (!isAbort(failure)) {
        toast({ title: "Upload Failed", description: UPLOAD_FAILED, variant: "destructive" });
        setSaid(`Upload Failed: ${UPLOAD_FAILED}`);
      }
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="space-y-2">
      <Button variant="outline" size="sm" disabled={progress !== null} onClick={() => input.current?.click()}>
        <Upload className="h-4 w-4" aria-hidden />
        Upload image
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptedTypes("gallery")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      {progress !== null && <ProgressBar value={progress} label="Uploading image" />}
      <p role="status" className="text-sm text-muted-foreground">
        {said}
      </p>
    </div>
  );
}
