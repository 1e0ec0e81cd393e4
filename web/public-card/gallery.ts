/**
 * The card's gallery: pictures that fail to load are hidden, and a picture a
 * visitor chooses opens larger in the page's gallery dialog (server/render/card-page.tsx) instead
 * of following its link to the file. Previous/Next (also the arrow keys) step through the
 * pictures still shown; on closing, the focus goes back to the picture last shown.
 */
function hideBroken(image: HTMLImageElement): void {
  const hide = () => {
    const item = image.closest("li");
    if (item) item.hidden = true;
  };
  image.addEventListener("error", hide);
  // Already finished before this script ran: decode() rejects only for a broken image
  // (an SVG without a size of its own also reports a natural width of 0, yet decodes).
  if (image.complete && image.naturalWidth === 0) image.decode().catch(hide);
}

export function setUpGallery(): void {
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-gallery-image]"))
    hideBroken(image);
  const dialog = document.querySelector<HTMLDialogElement>("#gallery-dialog");
  const large = dialog?.querySelector("img");
  const caption = dialog?.querySelector("p");
  if (!dialog || !large || !caption) return;
  const steps = [...dialog.querySelectorAll<HTMLElement>("[data-action^='gallery-']")];
  let shown: HTMLAnchorElement[] = [];
  let at = 0;

  const show = (index: number) => {
    at = (index + shown.length) % shown.length;
    const link = shown[at];
    const alt = link?.querySelector("img")?.alt ?? "";
    if (!link) return;
    large.src = link.href;
    large.alt = alt;
    caption.textContent = alt;
  };
  const step = (by: number) => show(at + by);

  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-gallery-open]");
    if (!link || event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    shown = [...document.querySelectorAll<HTMLAnchorElement>("a[data-gallery-open]")].filter(
      (each) => !each.closest("li")?.hidden,
    );
    for (const button of steps) button.hidden = shown.length < 2;
    show(shown.indexOf(link));
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-action='close-dialog']")?.focus();
  });
  for (const button of steps) {
    button.addEventListener("click", () => step(button.dataset.action === "gallery-next" ? 1 : -1));
  }
  dialog.addEventListener("keydown", (event) => {
    if (shown.length < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    step(event.key === "ArrowRight" ? 1 : -1);
  });
  dialog.addEventListener("close", () => shown[at]?.focus());
}
