import { SALESBOT_CONFIG_DENIAL } from "@core/policy";
import { ArrowLeft, Bot } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { DeniedPage } from "./denied-page";

/** The salesbot screens below level 2: the spec's heading and sentence, and a way back. */
const [TITLE, TEXT] = SALESBOT_CONFIG_DENIAL.split(/:\s*/, 2) as [string, string];

export function SalesbotDenied() {
  const navigate = useNavigate();
  function goBack() {
    // A direct visit has no history inside the app: back then means the dashboard.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate("/dashboard");
  }
  return (
    <DeniedPage
      icon={<Bot className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden />}
      title={TITLE}
      text={TEXT}
      action={
        <Button className="mt-6" onClick={goBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back
        </Button>
      }
    />
  );
}
