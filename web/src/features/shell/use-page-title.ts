import { PRODUCT_NAME } from "@core/limits";
import { useEffect } from "react";

/** Sets the document title, which screen readers announce on navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
