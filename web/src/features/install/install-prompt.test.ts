import { describe, expect, it, vi } from "vitest";
import { canOfferInstall, createInstallPromptStore, type StandaloneQuery } from "./install-prompt";

/** A `matchMedia("(display-mode: standalone)")` whose answer the test changes. */
class FakeQuery extends EventTarget implements StandaloneQuery {
  matches = false;
  set(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event("change"));
  }
}

/** What Chromium dispatches: an event with prompt() and the user's choice. */
function offerEvent(outcome: "accepted" | "dismissed" = "accepted") {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: "web" }) });
  return { event, prompt };
}

function setUp() {
  const window = new EventTarget();
  const query = new FakeQuery();
  const store = createInstallPromptStore(window, query);
  const changes = vi.fn();
  store.subscribe(changes);
  return { window, query, store, changes };
}

describe("the app's install prompt", () => {
  it("offers installation only with an offer and outside the installed app", () => {
    const offer = offerEvent().event as never;
    expect(canOfferInstall({ offer: null, standalone: false })).toBe(false);
    expect(canOfferInstall({ offer, standalone: false })).toBe(true);
    expect(canOfferInstall({ offer, standalone: true })).toBe(false);
  });

  it("keeps the browser's offer and stops its own banner", () => {
    const { window, store, changes } = setUp();
    const { event } = offerEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(canOfferInstall(store.getState())).toBe(true);
    expect(changes).toHaveBeenCalled();
  });

  it("shows the browser's dialog once per offer and reports the choice", async () => {
    const { window, store } = setUp();
    const { event, prompt } = offerEvent("dismissed");
    window.dispatchEvent(event);
    await expect(store.promptInstall()).resolves.toBe("dismissed");
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(canOfferInstall(store.getState())).toBe(false);
    await expect(store.promptInstall()).resolves.toBe("unavailable");
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it("takes an offer the browser made before it listened, and can show it", async () => {
    const { event, prompt } = offerEvent("accepted");
    const store = createInstallPromptStore(new EventTarget(), new FakeQuery(), false, event);
    expect(canOfferInstall(store.getState())).toBe(true);
    await expect(store.promptInstall()).resolves.toBe("accepted");
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it("has nothing to offer without an offer (iOS)", async () => {
    const { store } = setUp();
    await expect(store.promptInstall()).resolves.toBe("unavailable");
  });

  it("drops the offer once the app is installed", () => {
    const { window, store } = setUp();
    window.dispatchEvent(offerEvent().event);
    window.dispatchEvent(new Event("appinstalled"));
    expect(store.getState().offer).toBeNull();
    expect(canOfferInstall(store.getState())).toBe(false);
  });

  it("follows the display mode", () => {
    const { window, query, store } = setUp();
    window.dispatchEvent(offerEvent().event);
    query.set(true);
    expect(store.getState().standalone).toBe(true);
    expect(canOfferInstall(store.getState())).toBe(false);
  });

  it("counts iOS's home-screen app as installed", () => {
    const store = createInstallPromptStore(new EventTarget(), null, true);
    expect(store.getState().standalone).toBe(true);
  });

  it("stops listening when disposed", () => {
    const { window, store } = setUp();
    store.dispose();
    window.dispatchEvent(offerEvent().event);
    expect(store.getState().offer).toBeNull();
  });
});
