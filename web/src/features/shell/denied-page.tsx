import type { ReactNode } from "react";
import { usePageTitle } from "./use-page-title";

/**
 * A screen the user's level does not reach, inside the app's frame: an icon, the policy's heading
 * (also the page's title) and sentence, and a way on (`action`).
 */
export function DeniedPage({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <div className="max-w-md text-center">
        {icon}
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-muted-foreground">{text}</p>
        {action}
      </div>
    </div>
  );
}
