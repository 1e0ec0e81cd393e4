import { Bot } from "lucide-react";
import { ConfigSection } from "./config-section";
import type { EngineTexts } from "./engine-texts";

/** Which engine answers visitors on this installation, and what each setting does in it. */
export function EngineSection({ texts }: { texts: EngineTexts }) {
  return (
    <ConfigSection id="answering-engine" title={texts.title}>
      <div className="flex gap-3 text-sm">
        <Bot className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
        <p>{texts.summary}</p>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        {texts.settings.map((setting) => (
          <div key={setting.name} className="contents">
            <dt className="font-medium">{setting.name}</dt>
            <dd className="text-muted-foreground">{setting.effect}</dd>
          </div>
        ))}
      </dl>
    </ConfigSection>
  );
}
