/** The landing page's document (web/landing.html). */
import LandingPage from "@/features/landing/landing-page";
import { mountPublicPage } from "./mount-public-page";

mountPublicPage(<LandingPage />);
