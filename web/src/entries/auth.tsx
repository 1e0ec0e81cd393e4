/** The sign-in page's document (web/auth.html). */
import AuthPage from "@/features/auth/auth-page";
import { mountPublicPage } from "./mount-public-page";

mountPublicPage(<AuthPage />);
