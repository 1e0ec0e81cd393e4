/**
 * /organizations: the organisations the signed-in user belongs to (every one for level 5), each
 * with their role and member count; level 5 also makes new ones here.
 */
import { allows } from "@core/policy";
import { ChevronRight, Users } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useUser } from "@/features/auth/use-auth";
import { usePageTitle } from "@/features/shell/use-page-title";
import { errorMessage } from "@/lib/api";
import { useOrganizations } from "./api";
import { NewOrganizationForm } from "./new-organization-form";
import { ROLE_LABELS } from "./org-roles";

const memberCountText = (count: number) => `${count} member${count === 1 ? "" : "s"}`;

export default function OrganizationsPage() {
  usePageTitle("Organisations");
  const { data: user } = useUser();
  const list = useOrganizations();
  if (!user) return null;
  const organizations = list.data?.organizations ?? [];
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Organisations</h1>
        <p className="text-sm text-muted-foreground">
          Teams, members and the card templates that keep everyone's cards on brand.
        </p>
      </header>

      {allows(user, "org.create") && <NewOrganizationForm />}

      <Card>
        <CardHeader>
          <CardTitle>Your organisations</CardTitle>
        </CardHeader>
        <CardContent>
          {list.isError ? (
            <Alert title="Error">{errorMessage(list.error, "Failed to load organisations")}</Alert>
          ) : list.isLoading ? (
            <p className="py-6 text-center text-muted-foreground">Loading organisations...</p>
          ) : organizations.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">
              You do not belong to any organisation yet.
            </p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Organisations">
              {organizations.map((org) => (
                <li key={org.id}>
                  <Link
                    to={`/organizations/${org.id}`}
                    className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Users className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{org.name}</span>
                      <span className="block truncate text-sm text-muted-foreground">
                        /o/{org.slug} · {memberCountText(org.memberCount)}
                        {org.role ? ` · ${ROLE_LABELS[org.role]}` : ""}
                      </span>
                    </span>
                    <ChevronRight className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
