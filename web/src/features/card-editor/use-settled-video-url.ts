import { isCompleteVideoUrl } from "@core/video";
import { useEffect, useState } from "react";

/** How long typing must pause before the preview loads a video link. */
const VIDEO_PREVIEW_PAUSE_MS = 500;

/**
 * The video link the editor's preview shows: the saved one as it is; any other only once typing
 * has paused for 500 ms, and then only if it is complete (isCompleteVideoUrl), else none. A
 * link being typed is never loaded address by address.
 */
export function useSettledVideoUrl(typed: string | null): string | null {
  const [saved] = useState(typed);
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    // The saved link is shown as the public page shows it, without waiting.
    if (typed === saved) {
      setSettled(saved);
      return;
    }
    const timer = setTimeout(
      () => setSettled(isCompleteVideoUrl(typed) ? typed : null),
      VIDEO_PREVIEW_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, saved]);
  return settled;
}
