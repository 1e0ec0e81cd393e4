/** The Account page's API tokens tab, its code fetched when the tab is first opened. */
import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { lazyPart } from "@/lib/lazy-part";

const AccountTokensPart = lazyPart(
  "src/features/api-tokens/account-tokens.tsx",
  () => import("./account-tokens"),
);

export function LazyAccountTokens() {
  return (
    <Suspense fallback={<Spinner label="Loading API tokens" />}>
      <AccountTokensPart />
    </Suspense>
  );
}
