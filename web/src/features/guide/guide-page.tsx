/**
 * /guide, the user guide: collapsible sections, one open at a time; Developer
 * Features only at level exactly 3; 'Go to Dashboard' and 'Create New Card'.
 */
import { ChevronDown, LayoutDashboard, Plus } from "lucide-react";
import { Accordion } from "radix-ui";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { useUser } from "@/features/auth/use-auth";
import { usePageTitle } from "@/features/shell/use-page-title";
import { toast } from "@/lib/toast";
import { GUIDE_CONTENT } from "./guide-content";
import { CREATE_CARD_REDIRECT, CREATE_CARD_SIGNED_OUT, visibleGuideSections } from "./guide-sections";

export default function GuidePage() {
  usePageTitle("User Guide");
  const { data: user } = useUser();
  const navigate = useNavigate();
  const sections = visibleGuideSections(user ?? undefined);

  function createCard() {
    if (!user) {
      toast({ ...CREATE_CARD_SIGNED_OUT, variant: "destructive" });
      return;
    }
    toast({ title: CREATE_CARD_REDIRECT });
    navigate("/dashboard");
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">User Guide</h1>
        <p className="text-muted-foreground">
          Everything you need to create, share and improve your digital business card.
        </p>
      </header>

      <Accordion.Root
        type="single"
        collapsible
        defaultValue={sections[0]?.id}
        className="divide-y divide-border rounded-xl border border-border bg-card text-card-foreground"
      >
        {sections.map((section) => (
          <Accordion.Item key={section.id} value={section.id} data-guide-section={section.id}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex min-h-14 w-full cursor-pointer items-center justify-between gap-3 px-4 py-3 text-left text-base font-semibold hover:bg-accent/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring md:px-6">
                  {section.title}
                  <ChevronDown
                    className="h-5 w-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="space-y-3 px-4 pb-5 text-sm leading-relaxed text-muted-foreground md:px-6 [&_strong]:text-foreground">
              {GUIDE_CONTENT[section.id]}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/dashboard" className={buttonClasses("outline")}>
          <LayoutDashboard className="h-4 w-4" aria-hidden />
          Go to Dashboard
        </Link>
        <Button onClick={createCard}>
          <Plus className="h-4 w-4" aria-hidden />
          Create New Card
        </Button>
      </div>
    </div>
  );
}
