import { SALESBOT_CONFIG_DENIAL } from "@core/policy";
import { ArrowLeft, Bot } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "./use-page-title";

/** The salesbot screens below level 2: the spec's heading and sentence, and a way back. */
const [TITLE, TEXT] = SALESBOT_CONFIG_DENIAL.split(/:\s*/, 2) as [string, string];

export function SalesbotDenied() {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  function goBack() {
    // A direct visit has no history inside the app: back then means the dashboard.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate("/dashboard");
  }
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <div className="max-w-md text-center">
        <Bot className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">{TITLE}</h1>
        <p className="mt-2 text-muted-foreground">{TEXT}</p>
        <Button className="mt-6" onClick={goBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back
        </Button>
      </div>
    </div>
  );
}
