/**
 * The quick editor's social links: the four main networks as large buttons, the
 * 'Additional Platforms' list, any other links the card already has, and a custom platform.
 */
import {
  QUICK_EDITOR_ADDITIONAL_PLATFORMS,
  QUICK_EDITOR_MAIN_PLATFORMS,
  socialNetworkName,
} from "@core/social-networks";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { TemplateFieldset } from "@/features/card-fields/template-fieldset";
import { useFieldPolicy } from "@/features/card-fields/template-policy";
import { cn } from "@/lib/cn";
import { PlatformTile } from "./platform-tile";
import { SectionHeading } from "./section-heading";
import { SocialLinkDialog, type SocialLinkEditing } from "./social-link-dialog";

const LISTED: ReadonlySet<string> = new Set([
  ...QUICK_EDITOR_MAIN_PLATFORMS,
  ...QUICK_EDITOR_ADDITIONAL_PLATFORMS,
]);

export function SocialSection() {
  const card = useEditedCard();
  const links = card.socialLinks ?? {};
  const [editing, setEditing] = useState<SocialLinkEditing>(null);
  const edit = (platform: string) => setEditing({ platform });
  // Links the lists do not offer: custom platforms, or networks added in the full editor.
  const others = Object.keys(links).filter((key) => !LISTED.has(key));
  // The organisation's template may lock or hide the social links: no tile opens then.
  const policy = useFieldPolicy("socialLinks");

  return (
    <section aria-labelledby="quick-social-heading" className="space-y-4">
      <SectionHeading id="quick-social-heading" className="mb-0">
        Social Links
      </SectionHeading>
      <TemplateFieldset policy={policy} className="space-y-4">
        <PlatformGrid keys={[...QUICK_EDITOR_MAIN_PLATFORMS]} links={links} size="lg" onEdit={edit} />

        <div>
          <h3 className="mb-2 px-1 text-sm font-semibold">Additional Platforms</h3>
          <PlatformGrid keys={[...QUICK_EDITOR_ADDITIONAL_PLATFORMS]} links={links} size="sm" onEdit={edit} />
        </div>

        {others.length > 0 && (
          <div>
            <h3 className="mb-2 px-1 text-sm font-semibold">Other Platforms</h3>
            <PlatformGrid keys={others} links={links} size="sm" onEdit={edit} />
          </div>
        )}

        <Button
          variant="outline"
          className="w-full"
          aria-haspopup="dialog"
          onClick={() => setEditing("custom")}
        >
          <Plus className="h-4 w-4" aria-hidden />
          Add Custom Platform
        </Button>
      </TemplateFieldset>

      <SocialLinkDialog editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

interface PlatformGridProps {
  keys: string[];
  links: Record<string, string>;
  size: "lg" | "sm";
  onEdit: (key: string) => void;
}

function PlatformGrid({ keys, links, size, onEdit }: PlatformGridProps) {
  return (
    <ul className={cn("grid grid-cols-2 gap-2", size === "sm" && "sm:grid-cols-3")}>
      {keys.map((key) => (
        <li key={key}>
          <PlatformTile
            platform={key}
            name={socialNetworkName(key)}
            set={Boolean(links[key])}
            size={size}
            onClick={() => onEdit(key)}
          />
        </li>
      ))}
    </ul>
  );
}
