/** /security, for administrators (level 5): the audit log, the installation's sign-in settings and everyone's API tokens. */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminTokens } from "@/features/api-tokens/admin-tokens";
import { usePageTitle } from "@/features/shell/use-page-title";
import { AuditLog } from "./audit-log";
import { SignInSettingsForm } from "./sign-in-settings-form";

export default function SecurityPage() {
  usePageTitle("Security");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Security</h1>
      <Tabs defaultValue="audit">
        <TabsList>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
          <TabsTrigger value="settings">Sign-in settings</TabsTrigger>
          <TabsTrigger value="api-tokens">API tokens</TabsTrigger>
        </TabsList>
        <TabsContent value="audit">
          <Card>
            <CardHeader>
              <CardTitle>Audit log</CardTitle>
              <CardDescription>
                Sign-ins, changes to two-step verification and passkeys, and what administrators did to whose
                account. Addresses are shortened, as visitors' are.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <AuditLog />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="settings">
          <Card>
            <CardHeader>
              <CardTitle>Sign-in settings</CardTitle>
              <CardDescription>How people sign in to this server.</CardDescription>
            </CardHeader>
            <CardContent>
              <SignInSettingsForm />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="api-tokens">
          <Card>
            <CardHeader>
              <CardTitle>API tokens</CardTitle>
              <CardDescription>
                Everyone's personal API tokens for the open API, newest first. Revoking one stops it at once.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <AdminTokens />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
