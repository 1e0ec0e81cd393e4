/**
 * `npm run seed:demo`: one demo user per access level, each with a filled-in card in a
 * different theme, so a newcomer can look around at once. Run it while the server is stopped
 * (the embedded database allows one process) or against DATABASE_URL. Running it again resets
 * the demo users' passwords and cards; other users are not touched.
 */
import { randomBytes } from "node:crypto";
import { adminLevelName, productLevelName } from "../core/access";
import { updateCardSchema } from "../core/schemas/card";
import { databaseTarget } from "../server/app";
import { ensureFirstAdmin } from "../server/bootstrap-admin";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { hashPassword } from "../server/lib/passwords";
import { deleteCard, findCardBySlug, insertCard } from "../server/modules/cards/repo";
import { findUserByUsername, insertUser, updateUser } from "../server/modules/user-records/repo";

interface DemoPerson {
  level: number;
  username: string;
  fullName: string;
  theme: string;
  title: string;
  company: string;
  about: string;
  website: string;
  social: Record<string, string>;
}

const PEOPLE: DemoPerson[] = [
  {
    level: 1,
    username: "demo-basic",
    fullName: "Ava Demo",
    theme: "minimalist",
    title: "Independent Consultant",
    company: "Demo Consulting",
    about: "A demo card at the Basic level. Edit it to see the quick editor at work.",
    website: "https://example.com",
    social: { linkedin: "https://www.linkedin.com/in/example" },
  },
  {
    level: 2,
    username: "demo-pro",
    fullName: "Ben Demo",
    theme: "health",
    title: "Physiotherapist",
    company: "Demo Wellness Clinic",
    about: "A demo card at the Professional level, with custom buttons and the health theme.",
    website: "https://example.org",
    social: { instagram: "https://www.instagram.com/example", facebook: "https://www.facebook.com/example" },
  },
  {
    level: 3,
    username: "demo-enterprise",
    fullName: "Chloe Demo",
    theme: "tech",
    title: "Lead Developer",
    company: "Demo Software",
    about: "A demo card at the Enterprise level: it may carry custom CSS from the Advanced tab.",
    website: "https://example.net",
    social: { twitter: "https://x.com/example", youtube: "https://www.youtube.com/@example" },
  },
  {
    level: 4,
    username: "demo-editor",
    fullName: "Dan Demo",
    theme: "corporate",
    title: "Head of Sales",
    company: "Demo Corporation",
    about: "A demo card at the Editor level, who can edit every card.",
    website: "https://example.com/sales",
    social: { linkedin: "https://www.linkedin.com/company/example" },
  },
  {
    level: 5,
    username: "demo-admin",
    fullName: "Eve Demo",
    theme: "creative",
    title: "Creative Director",
    company: "Demo Studio",
    about: "A demo card at the Admin level, who can also delete cards and manage users.",
    website: "https://example.com/studio",
    social: { instagram: "https://www.instagram.com/example", tiktok: "https://www.tiktok.com/@example" },
  },
];

function cardFields(person: DemoPerson) {
  return updateCardSchema.parse({
    theme: person.theme,
    name: person.fullName,
    title: person.title,
    company: person.company,
    email: `${person.username}@example.com`,
    phone: "+1 555 0100",
    address: "1 Example Street, Springfield",
    website: person.website,
    about: person.about,
    socialLinks: person.social,
    customButtons:
      person.level >= 2
        ? [{ text: "Book a meeting", url: `${person.website}/book`, backgroundColor: "#d9bd90" }]
        : [],
    customizations: person.level >= 3 ? { customCss: ".card-header { letter-spacing: 0.02em; }" } : {},
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  const password = process.env.DEMO_PASSWORD || randomBytes(9).toString("base64url");
  const rows: string[] = [];
  try {
    // On an empty database the administrator still comes first (user 1), as on a first start.
    await ensureFirstAdmin(database.db, config, { info: (_details, message) => console.log(message) });
    for (const person of PEOPLE) {
      const hash = await hashPassword(password, config.passwordScryptLogN);
      const existing = await findUserByUsername(database.db, person.username);
      const user = existing
        ? (await updateUser(database.db, existing.id, { password: hash, accessLevel: person.level }))!
        : await insertUser(database.db, {
            username: person.username,
            fullName: person.fullName,
            email: `${person.username}@example.com`,
            accessLevel: person.level,
            password: hash,
          });
      const slug = person.username;
      const old = await findCardBySlug(database.db, slug);
      if (old) await deleteCard(database.db, old.id);
      const fields = cardFields(person);
      await insertCard(database.db, {
        ...fields,
        customizations: fields.customizations ?? {},
        pwaSettings: {},
        userId: user.id,
        slug,
        theme: person.theme,
      });
      rows.push(
        `  ${person.username.padEnd(16)} level ${person.level} (${productLevelName(person.level)} / ` +
          `${adminLevelName(person.level)})  card: /view/${slug}`,
      );
    }
  } finally {
    await database.close();
  }
  process.stdout.write(
    ["", "Demo users (all with the same password):", ...rows, "", `  password: ${password}`, ""].join("\n"),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
