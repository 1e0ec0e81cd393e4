/**
 * An organisation's directory as the benches measure it: 30 listed cards of its members, made from
 * a template that locks the company, in two teams.
 */
import { adminCookies } from "./typical-card";

const PEOPLE = 30;

/** Seeds the organisation as the bench server's administrator and answers its directory's slug. */
export async function seedDirectory(serverUrl: string): Promise<string> {
  const cookie = (await adminCookies(serverUrl)).map(({ name, value }) => `${name}=${value}`).join("; ");
  const api = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${serverUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id: number }>;
  };
  const me = (await (await fetch(`${serverUrl}/api/user`, { headers: { cookie } })).json()) as { id: number };
  const slug = "northwind-traders";
  const org = await api("POST", "/api/organizations", { name: "Northwind Traders", slug });
  const teams = [
    await api("POST", `/api/organizations/${org.id}/teams`, { name: "Sales" }),
    await api("POST", `/api/organizations/${org.id}/teams`, { name: "Engineering" }),
  ];
  await api("POST", `/api/organizations/${org.id}/members`, {
    userId: me.id,
    role: "owner",
    teamId: teams[0]!.id,
  });
  const template = { name: "Staff", fields: { company: "Northwind Traders" }, locked: ["company"] };
  const { id: templateId } = await api("POST", `/api/organizations/${org.id}/templates`, template);
  for (let i = 0; i < PEOPLE; i++) {
    await api("POST", "/api/business-cards", {
      name: `Person ${String(i + 1).padStart(2, "0")}`,
      title: i % 2 ? "Account Manager" : "Engineer",
      templateId,
      listed: true,
    });
  }
  return slug;
}
