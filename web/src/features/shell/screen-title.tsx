import { usePageTitle } from "./use-page-title";

/**
 * The title of a screen inside the shell. Screens whose capability a later issue builds
 * show only this until then.
 */
export function ScreenTitle({ title }: { title: string }) {
  usePageTitle(title);
  return <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>;
}
