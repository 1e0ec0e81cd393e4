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

/** The sales assistant as a card owner would enable it: its bubble is on the page. */
const TYPICAL_ASSISTANT = {
  isEnabled: true,
  botName: "Ava",
  services: ["Website design", "SEO"],
  priceRanges: { "Website design": 1500, SEO: 500 },
  ctaButtons: [{ name: "Book a call", description: "Pick a time", url: "https://example.com/book" }],
};

export interface Cookie {
  name: string;
  value: string;
}

/**
 * Signs in as the bench server's administrator: every cookie the sign-in sets, the session and
 * the hint that scripts read (core/session-hint.ts). A browser must hold both, as its own cookies,
 * for the app to know it is signed in.
 */
export async function adminCookies(serverUrl: string): Promise<Cookie[]> {
  const login = await fetch(`${serverUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return login.headers.getSetCookie().map((line) => {
    const pair = line.split(";")[0]!;
    const equals = pair.indexOf("=");
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
}

/** The administrator's cookies as a Cookie header, for the bench's own requests. */
async function signInAsAdmin(serverUrl: string): Promise<string> {
  return (await adminCookies(serverUrl)).map(({ name, value }) => `${name}=${value}`).join("; ");
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
