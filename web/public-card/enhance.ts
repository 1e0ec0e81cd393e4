/**
 * The public card page's only script (docs/decisions/003): the server has rendered the
 * whole card, and this brings the interactive parts to life: view, click and save tracking,
 * Save Contact, Share, the QR dialog, the map, the gallery (gallery.ts), the visitor form,
 * 'Share your details' (exchange.ts), and the
 * card as an installable app that opens offline (install.ts).
 * Plain DOM code, no framework, so the page ships a few kilobytes instead of React's runtime.
 */
import { fileNameOfDisposition } from "../../core/download-name";
import { SOURCE_PARAM, sourceOfSearch, type ViewSource } from "../../core/view-sources";
import { setUpExchange } from "./exchange";
import { setUpVisitorForm } from "./form";
import { setUpGallery } from "./gallery";
import { isIos, setUpInstall } from "./install";
import { toggleMap } from "./map";
import { fail, say } from "./notice";
import { post } from "./track";

const root = document.querySelector<HTMLElement>("[data-card-id]");
const cardId = Number(root?.dataset.cardId);

const SAVE_LOCK_MS = 1000;
const IOS_DIALOG_CLOSE_MS = 1500;

function action<T extends HTMLElement = HTMLElement>(name: string): T | null {
  return document.querySelector<T>(`[data-action="${name}"]`);
}

const DOWNLOAD_FAILED = "Download failed: Failed to download contact information. Please try again.";

/**
 * Downloads the vCard in place. It is fetched rather than navigated to, so that a failure can
 * be told to the visitor instead of ending as a broken download.
 */
async function download(href: string): Promise<void> {
  try {
    const response = await fetch(href, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const file = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = file;
    link.download = fileNameOfDisposition(response.headers.get("content-disposition"), "contact.vcf");
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(file), 10_000);
  } catch (error) {
    console.warn("vCard download failed", error);
    fail(DOWNLOAD_FAILED);
  }
}

function setUpSaveContact(): void {
  const button = action<HTMLAnchorElement>("save-contact");
  const label = button?.querySelector(".cv-save-label");
  if (!button || !label) return;
  const idle = label.textContent;
  let busy = false;
  button.addEventListener("click", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    label.textContent = "Downloading...";
    button.setAttribute("aria-disabled", "true");
    // The save is recorded first; a failure is only logged.
    await post("/api/card-saves", { cardId });
    if (isIos()) {
      document.querySelector<HTMLDialogElement>("#ios-save-dialog")?.showModal();
    } else {
      await download(button.href);
    }
    setTimeout(() => {
      busy = false;
      label.textContent = idle;
      button.removeAttribute("aria-disabled");
    }, SAVE_LOCK_MS);
  });
  // The iOS guide's button navigates to the vCard itself; the guide then closes on its own.
  action("ios-download")?.addEventListener("click", () => {
    const dialog = document.querySelector<HTMLDialogElement>("#ios-save-dialog");
    setTimeout(() => dialog?.close(), IOS_DIALOG_CLOSE_MS);
  });
}

function setUpShare(): void {
  const button = action("share");
  if (!button) return;
  const url = button.dataset.url ?? location.href;
  const title = button.dataset.title ?? document.title;
  button.hidden = false;
  button.addEventListener("click", async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Dismissing the share sheet is not an error worth telling anyone about.
        if ((error as Error).name !== "AbortError") console.warn("Share failed", error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      say("Link copied");
    } catch {
      say(`Copy this link: ${url}`);
    }
  });
}

function setUpDialogs(): void {
  const qrButton = action("show-qr");
  const qrDialog = document.querySelector<HTMLDialogElement>("#qr-dialog");
  if (qrButton && qrDialog) {
    qrButton.hidden = false;
    qrButton.addEventListener("click", () => qrDialog.showModal());
  }
  for (const dialog of document.querySelectorAll("dialog")) {
    // A click on the backdrop lands on the dialog element itself.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
  for (const close of document.querySelectorAll<HTMLElement>('[data-action="close-dialog"]')) {
    close.addEventListener("click", () => close.closest("dialog")?.close());
  }
}

function setUpClickTracking(): void {
  // Captured on the document, so links added later are tracked too; keepalive lets the
  // request outlive the navigation the click starts.
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>("[data-track]");
    if (!link || !root?.contains(link)) return;
    void post("/api/card-clicks", { cardId, linkType: link.dataset.track, linkId: link.dataset.linkId });
  });
}

function setUpMap(): void {
  const toggle = action<HTMLButtonElement>("toggle-map");
  if (toggle) toggle.addEventListener("click", () => toggleMap(toggle));
}

/**
 * The sales assistant's bubble (rendered by the server when the card's assistant answers): the
 * widget's code is fetched only when a visitor reaches for the bubble, so the card's first load
 * stays as small as without it. Pointing at or focusing the bubble starts the fetch early.
 */
function setUpChat(): void {
  const bubble = action<HTMLButtonElement>("open-chat");
  if (!bubble) return;
  let widget: Promise<typeof import("./chat/widget")> | undefined;
  let mounted = false;
  const load = () => {
    widget ??= import("./chat/widget");
    return widget;
  };
  bubble.addEventListener("pointerenter", () => void load().catch(() => {}), { once: true });
  bubble.addEventListener("focus", () => void load().catch(() => {}), { once: true });
  bubble.addEventListener("click", async () => {
    if (mounted || bubble.hasAttribute("aria-busy")) return;
    bubble.setAttribute("aria-busy", "true");
    try {
      (await load()).mountChat(bubble, cardId);
      mounted = true;
    } catch (error) {
      widget = undefined;
      console.warn("The chat could not be loaded", error);
      fail("The chat could not be loaded. Please try again.");
    } finally {
      bubble.removeAttribute("aria-busy");
    }
  });
}

/**
 * Where this view came from, read off the address's mark (core/view-sources.ts). The mark then
 * leaves the address bar, so an address copied from here and passed on counts as a direct visit.
 */
function viewSource(): ViewSource {
  const source = sourceOfSearch(location.search);
  const url = new URL(location.href);
  if (url.searchParams.has(SOURCE_PARAM)) {
    url.searchParams.delete(SOURCE_PARAM);
    history.replaceState(history.state, "", url);
  }
  return source;
}

if (Number.isInteger(cardId) && cardId > 0) {
  void post("/api/card-views", { cardId, source: viewSource() });
  setUpChat();
  setUpClickTracking();
  setUpSaveContact();
  setUpMap();
}
setUpShare();
setUpDialogs();
setUpInstall(action("install"), action("ios-install"));
setUpGallery();
setUpVisitorForm();
setUpExchange();
