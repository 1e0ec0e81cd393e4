import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { InstallAppButton } from "./install-app-button";
import { INSTALL_GUIDE_DESCRIPTION, INSTALL_GUIDE_TITLE } from "./install-guide-dialog";
import { InstallSteps } from "./install-steps";

/** The install guide in a page (the dashboard's PWA Settings tab), the same steps as the dialog. */
export function InstallGuidePanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{INSTALL_GUIDE_TITLE}</CardTitle>
        <CardDescription>{INSTALL_GUIDE_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <InstallSteps />
        <InstallAppButton />
      </CardContent>
    </Card>
  );
}
