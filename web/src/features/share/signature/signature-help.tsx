/**
 * How to add the copied signature in the three most used email apps, one tab each (arrow keys
 * move between them). The steps follow each app's own menus by name.
 */
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

const APPS = [
  {
    value: "gmail",
    label: "Gmail",
    steps: [
      "In Gmail on the web, open Settings (the gear at the top right) and select See all settings.",
      "On the General tab, scroll down to Signature and select Create new. Give the signature a name and select Create.",
      "Click in the box beside the name and paste with Ctrl+V (⌘V on a Mac).",
      "Under Signature defaults, choose the signature for new emails and for replies and forwards.",
      "Scroll to the bottom of the page and select Save Changes.",
    ],
  },
  {
    value: "outlook",
    label: "Outlook",
    steps: [
      "In Outlook on the web or the new Outlook for Windows, open Settings (the gear at the top right).",
      "Select Account, then Signatures.",
      "Select New signature and give it a name.",
      "Click in the box below the name and paste with Ctrl+V (⌘V on a Mac).",
      "Under Select default signatures, choose it for new messages and for replies and forwards, then select Save.",
    ],
  },
  {
    value: "apple-mail",
    label: "Apple Mail",
    steps: [
      "In Mail on your Mac, choose Mail > Settings (Preferences on older macOS), then select Signatures.",
      "Select your account in the left column, then select the + button below the middle column and name the signature.",
      "Untick 'Always match my default message font', so the signature keeps its own fonts and colours.",
      "Click in the right column, select the sample text there and paste with ⌘V.",
      "Close the window. Choose the signature for the account under Choose Signature if it is not chosen already.",
    ],
  },
] as const;

export function SignatureHelp() {
  return (
    <section aria-labelledby="signature-help-title" className="space-y-3">
      <h3 id="signature-help-title" className="text-base font-semibold">
        Add it to your email app
      </h3>
      <Tabs defaultValue="gmail">
        <TabsList aria-label="Email app">
          {APPS.map((app) => (
            <TabsTrigger key={app.value} value={app.value}>
              {app.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {APPS.map((app) => (
          <TabsContent key={app.value} value={app.value}>
            <ol className="list-decimal space-y-1.5 pl-5 text-sm">
              {app.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </TabsContent>
        ))}
      </Tabs>
      <p className="text-sm text-muted-foreground">
        The pictures in the signature load from this site, so recipients see them once their email app shows
        images. Paste the signature again after you change your card's photo, name or links.
      </p>
    </section>
  );
}
