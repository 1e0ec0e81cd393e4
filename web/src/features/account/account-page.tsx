import { productLevelName } from "@core/access";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LazyAccountTokens } from "@/features/api-tokens/lazy-account-tokens";
import { useUser } from "@/features/auth/use-auth";
import { usePageTitle } from "@/features/shell/use-page-title";
import { DeleteAccount } from "./delete-account";
import { PasskeysSection } from "./passkeys-section";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { SessionsList } from "./sessions-list";
import { TwoStepSection } from "./two-step-section";

/** /account: Profile and Security tabs, with the user's level name in the header. */
export default function AccountPage() {
  usePageTitle("Account Settings");
  const { data: user } = useUser();
  if (!user) return null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Account Settings</h1>
        <Badge>{productLevelName(user.accessLevel)} account</Badge>
      </header>
      <Tabs defaultValue="profile">
        <TabsList>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="api-tokens">API tokens</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <Card>
            <CardHeader>
              <CardTitle>Profile</CardTitle>
              <CardDescription>Your name and contact details.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm key={user.id} user={user} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="security">
          <Card>
            <CardHeader>
              <CardTitle>Security</CardTitle>
              <CardDescription>
                Change your password, add a second step to sign-in, and see where you are signed in. Other
                devices are signed out when you change your password.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-8">
              <PasswordForm />
              <TwoStepSection />
              <PasskeysSection />
              <SessionsList />
              <DeleteAccount />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="api-tokens">
          <Card>
            <CardHeader>
              <CardTitle>API tokens</CardTitle>
              <CardDescription>
                Tokens for the open API. Each is shown once when you make it; revoke any you no longer use.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <LazyAccountTokens />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
