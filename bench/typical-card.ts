import { BENCH_ADMIN_PASSWORD } from "./support";

/** The card the page benchmarks measure: every kind of content a typical card has. */
const TYPICAL_CARD = {
  name: "Jane Roe",
  title: "Head of Product",
  company: "Northwind Traders",
  phone: "+44 20 7946 0958",
  email: "jane.roe@northwind.example",
  address: "12 Harbour Road, Portsmouth PO1 3AA",
  website: "https://northwind.example",
  about:
    "Product leader with fifteen years in logistics software. I help teams ship calm, reliable tools for people who move goods around the world.",
  theme: "corporate",
  socialLinks: {
    linkedin: "https://www.linkedin.com/in/jane-roe",
    twitter: "https://twitter.com/janeroe",
    instagram: "https://instagram.com/janeroe",
  },
  customButtons: [
    { text: "Book a meeting", url: "https://cal.example/jane" },
    { text: "Our catalogue", url: "https://northwind.example/catalogue" },
  ],
  formConfig: {
    enabled: true,
    title: "Ask me anything",
    fields: [
      { id: "name", type: "name", label: "Your name", required: true },
      { id: "email", type: "email", label: "Email", required: true },
      { id: "phone", type: "phone", label: "Phone" },
      { id: "topic", type: "choice", label: "Topic", options: ["Sales", "Support"] },
      { id: "message", type: "longText", label: "Message" },
    ],
  },
};

/** The sales assistant as a card owner would enable it (issue 17): its bubble is on the page. */
const TYPICAL_ASSISTANT = {
  isEnabled: true,
  botName: "Ava",
  services: ["Website design", "SEO"],
  priceRanges: { "Website design": 1500, SEO: 500 },
  ctaButtons: [{ name: "Book a call", description: "Pick a time", url: "https://example.com/book" }],
};

/** Signs in as the bench server's administrator: the session cookie as `name=value`. */
export async function signInAsAdmin(serverUrl: string): Promise<string> {
  const login = await fetch(`${serverUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

/** Signs in as the bench server's admin, creates the typical card and answers its slug. */
export async function seedTypicalCard(
  serverUrl: string,
  options: { assistant?: boolean } = {},
): Promise<string> {
  const cookie = await signInAsAdmin(serverUrl);
  const created = await fetch(`${serverUrl}/api/business-cards`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(TYPICAL_CARD),
  });
  if (!created.ok) throw new Error(`card creation failed: ${created.status} ${await created.text()}`);
  const card = (await created.json()) as { id: number; slug: string };
  if (options.assistant) {
    const saved = await fetch(`${serverUrl}/api/salesbot/${card.id}/config`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(TYPICAL_ASSISTANT),
    });
    if (!saved.ok) throw new Error(`assistant configuration failed: ${saved.status} ${await saved.text()}`);
  }
  return card.slug;
}
