import { authorize, type SubjectlessAction } from "@core/policy";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/use-auth";
import { AccessDenied } from "./access-denied";

/**
 * Signed-out users go to /auth; while the user loads a spinner shows; when the access policy
 * refuses the route's action the Access Denied page shows. The server enforces
 * the same rules.
 */
export function ProtectedRoute({
  action = "app.use",
  denied,
  children,
}: {
  action?: SubjectlessAction;
  /** What a refused user sees instead of the generic Access Denied (e.g. the salesbot's own text). */
  denied?: ReactNode;
  children: ReactNode;
}) {
  const { data: user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (authorize(user, action) !== undefined) return denied ?? <AccessDenied />;
  return <>{children}</>;
}
