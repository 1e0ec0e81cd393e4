/**
 * 'Show Map' / 'Hide Map'. Google's maps script is loaded only when a
 * visitor first asks for the map, with the key from GET /api/config/maps; the address is
 * geocoded and shown at zoom 15 with a marker whose info window toggles on click.
 */
import type { MapsConfig } from "../../core/schemas/config";
import { fail } from "./notice";

// The few parts of the Google Maps API used here.
interface LatLng {
  lat(): number;
  lng(): number;
}
interface MapsApi {
  Map: new (el: HTMLElement, options: object) => object;
  Marker: new (options: object) => { addListener(name: string, fn: () => void): void };
  InfoWindow: new (options: object) => { open(options: object): void; close(): void; isOpen?: boolean };
  Geocoder: new () => {
    geocode(
      request: { address: string },
      callback: (results: { geometry: { location: LatLng } }[] | null, status: string) => void,
    ): void;
  };
}
declare global {
  interface Window {
    google?: { maps: MapsApi };
    cardfolioMapsReady?: () => void;
    /** Google calls this when it refuses the key after its script has loaded. */
    gm_authFailure?: () => void;
  }
}

let mapsLoading: Promise<MapsApi> | undefined;

function loadMaps(): Promise<MapsApi> {
  mapsLoading ??= (async () => {
    const response = await fetch("/api/config/maps");
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const { googleMapsApiKey } = (await response.json()) as MapsConfig;
    if (!googleMapsApiKey) throw new Error("No maps key configured");
    return new Promise<MapsApi>((resolve, reject) => {
      window.gm_authFailure = () => fail("Map cannot be loaded: The maps key was refused");
      window.cardfolioMapsReady = () =>
        window.google ? resolve(window.google.maps) : reject(new Error("No maps API"));
      const script = document.createElement("script");
      script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(googleMapsApiKey)}&libraries=places&loading=async&callback=cardfolioMapsReady`;
      script.async = true;
      script.onerror = () => reject(new Error("The maps script did not load"));
      document.head.append(script);
    });
  })();
  mapsLoading.catch(() => {
    mapsLoading = undefined; // A later click may try again.
  });
  return mapsLoading;
}

function message(panel: HTMLElement, text: string, role: "status" | "alert"): HTMLElement {
  const line = document.createElement("p");
  line.setAttribute("role", role);
  line.className = "cv-map-message";
  line.textContent = text;
  panel.replaceChildren(line);
  return line;
}

async function drawMap(panel: HTMLElement, address: string): Promise<void> {
  message(panel, "Loading map…", "status");
  let maps: MapsApi;
  try {
    maps = await loadMaps();
  } catch (error) {
    const text = `Map cannot be loaded: ${(error as Error).message}`;
    console.warn(text);
    fail(text);
    message(panel, "Failed to load Google Maps", "alert");
    panel.dataset.drawn = ""; // Showing the map again tries again.
    return;
  }
  new maps.Geocoder().geocode({ address }, (results, status) => {
    const canvas = document.createElement("div");
    canvas.style.height = "100%";
    const found = status === "OK" && results?.[0];
    if (!found) {
      const note = message(panel, `Could not find coordinates for address: ${address}`, "alert");
      canvas.style.height = "80%";
      panel.replaceChildren(canvas, note);
      new maps.Map(canvas, { center: { lat: 0, lng: 0 }, zoom: 2 });
      return;
    }
    panel.replaceChildren(canvas);
    const position = found.geometry.location;
    const map = new maps.Map(canvas, { center: position, zoom: 15 });
    const marker = new maps.Marker({ map, position, title: address });
    const info = new maps.InfoWindow({ content: address });
    let open = false;
    marker.addListener("click", () => {
      if (open) info.close();
      else info.open({ map, anchor: marker });
      open = !open;
    });
  });
}

export function toggleMap(toggle: HTMLButtonElement): void {
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  const show = panel.hidden;
  panel.hidden = !show;
  toggle.setAttribute("aria-expanded", String(show));
  const label = toggle.querySelector(".cv-map-label");
  if (label) label.textContent = (show ? toggle.dataset.labelHide : toggle.dataset.labelShow) ?? "";
  if (show && !panel.dataset.drawn) {
    panel.dataset.drawn = "true";
    void drawMap(panel, panel.dataset.address ?? "");
  }
}
