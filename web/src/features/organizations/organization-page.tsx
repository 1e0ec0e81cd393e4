/**
 * /organizations/{orgId}: one organisation, its Members, Teams and Templates in tabs, and for its
 * owners and admins 'Make a card' (a member's card from a template) and its details.
 */
import { allows } from "@core/policy";
import type { OrgDetail } from "@core/schemas/organizations";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { User } from "@/features/auth/types";
import { useUser } from "@/features/auth/use-auth";
import { usePageTitle } from "@/features/shell/use-page-title";
import { errorMessage } from "@/lib/api";
import { useOrganization } from "./api";
import { MakeCardSection } from "./make-card-section";
import { MembersSection } from "./members-section";
import { ROLE_LABELS } from "./org-roles";
import { OrganizationDetails } from "./organization-details";
import { TeamsSection } from "./teams-section";
import { TemplatesSection } from "./templates-section";

export default function OrganizationPage() {
  const orgId = Number(useParams().orgId);
  const { data: user } = useUser();
  const org = useOrganization(orgId);
  usePageTitle(org.data?.name ?? "Organisation");
  if (!user) return null;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        to="/organizations"
        className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All organisations
      </Link>
      {org.isError ? (
        <Alert title="Error">{errorMessage(org.error, "Failed to load the organisation")}</Alert>
      ) : !org.data ? (
        <p className="py-8 text-center text-muted-foreground">Loading organisation...</p>
      ) : (
        <Organization org={org.data} user={user} />
      )}
    </div>
  );
}

function Organization({ org, user }: { org: OrgDetail; user: User }) {
  const manages = allows(user, "org.manage", { role: org.role });
  return (
    <>
      <header className="space-y-1">
        <h1 className="break-words text-2xl font-bold tracking-tight md:text-3xl">{org.name}</h1>
        <p className="text-sm text-muted-foreground">
          /o/{org.slug} · {org.memberCount} member{org.memberCount === 1 ? "" : "s"}
          {org.role ? ` · You are ${ROLE_LABELS[org.role].toLowerCase()}` : ""}
        </p>
      </header>
      <Tabs defaultValue="members">
        <TabsList aria-label="Organisation">
          <TabsTrigger value="members">Members</TabsTrigger>
          <TabsTrigger value="teams">Teams</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
          {manages && <TabsTrigger value="make-card">Make a card</TabsTrigger>}
          {manages && <TabsTrigger value="details">Details</TabsTrigger>}
        </TabsList>
        <TabsContent value="members">
          <MembersSection org={org} user={user} manages={manages} />
        </TabsContent>
        <TabsContent value="teams">
          <TeamsSection org={org} manages={manages} />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesSection orgId={org.id} manages={manages} />
        </TabsContent>
        {manages && (
          <TabsContent value="make-card">
            <MakeCardSection orgId={org.id} />
          </TabsContent>
        )}
        {manages && (
          <TabsContent value="details">
            <OrganizationDetails org={org} user={user} />
          </TabsContent>
        )}
      </Tabs>
    </>
  );
}
