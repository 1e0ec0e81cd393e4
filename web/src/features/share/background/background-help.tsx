/** Where to set a downloaded background in each video-call app, and why one's own view looks reversed. */

const STEPS: { app: string; steps: string[] }[] = [
  {
    app: "Zoom",
    steps: [
      "Open Zoom's Settings and choose Background & effects (Virtual background in older versions).",
      "Click the + button, choose Add image, and pick the downloaded file.",
    ],
  },
  {
    app: "Google Meet",
    steps: [
      "Before or during a call, click Apply visual effects on your own video tile (or More options, then Apply visual effects).",
      "Under Backgrounds, click Upload a background image (the + tile) and pick the downloaded file.",
    ],
  },
  {
    app: "Microsoft Teams",
    steps: [
      "Before joining, click Effects and avatars (Background filters); during a call, open More, then Video effects.",
      "Click Add new (Upload), pick the downloaded file, then Apply.",
    ],
  },
];

export function BackgroundHelp() {
  return (
    <div className="space-y-4 text-sm">
      <h3 className="text-base font-semibold">Set it as your background</h3>
      <div className="grid gap-4 md:grid-cols-3">
        {STEPS.map(({ app, steps }) => (
          <div key={app} className="space-y-1">
            <h4 className="font-medium">{app}</h4>
            <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <p className="rounded-md border border-border bg-muted p-3 text-muted-foreground">
        Your own preview is mirrored, so the text and the QR code look reversed to you. The others on the call
        see them the right way round and can scan the code. Leave your app's mirror setting as it is: turning
        it off changes only what you see, not what they see.
      </p>
    </div>
  );
}
