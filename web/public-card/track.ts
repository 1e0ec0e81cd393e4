/**
 * Sends one tracking record. `keepalive` lets it finish while the visitor
 * follows the link that caused it; failures are only logged, never shown.
 */
export async function post(path: string, body: object): Promise<void> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: "same-origin",
    });
    if (!response.ok) console.warn(`${path}: ${response.status}`);
  } catch (error) {
    console.warn(`${path} failed`, error);
  }
}
