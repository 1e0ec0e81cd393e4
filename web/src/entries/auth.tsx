/**
 * The sign-in page's document (web/auth.html). It registers the app's service worker, which
 * fetches the app in the background once the page has loaded: the dashboard then opens at once
 * after signing in, and works offline. The landing page, whose visitors may never sign in, does not.
 */
// First: it must run before any module that builds a schema.
import "@/lib/zod-without-eval";
import AuthPage from "@/features/auth/auth-page";
import { registerAppWorker } from "@/features/offline/worker";
import { mountPublicPage } from "./mount-public-page";

registerAppWorker();
mountPublicPage(<AuthPage />);
