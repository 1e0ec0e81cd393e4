/**
 * What the open API's tests share: a signed-in user's API token made through the account route,
 * and requests sent with it as a bearer token.
 */
import type { ApiScope } from "../../../core/api-scopes";
import type { SignedInUser, TestApp, TestRequest } from "../../test/harness";

export function apiTestKit(app: () => TestApp) {
  async function tokenOf(account: SignedInUser, scopes: ApiScope[]): Promise<string> {
    const response = await app().request({
      method: "POST",
      url: "/api/account/tokens",
      session: account.session,
      body: { name: "test", scopes },
    });
    if (response.statusCode !== 201) throw new Error(`token not made: ${response.body}`);
    return response.json().token;
  }

  const withToken = (token: string, sent: Omit<TestRequest, "headers" | "session">) =>
    app().request({ ...sent, headers: { authorization: `Bearer ${token}` } });

  return { tokenOf, withToken };
}
