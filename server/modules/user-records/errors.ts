/**
 * The errors of user accounts, each text written once: registration, the profile, user
 * management, cards and the batch upload answer with these.
 */
import { conflict, notFound } from "../../lib/http-error";

const USER_NOT_FOUND = "User not found";
export const USERNAME_TAKEN = "That username is already taken.";
export const EMAIL_IN_USE = "That email is already in use.";

export const userNotFound = () => notFound(USER_NOT_FOUND);
export const usernameTaken = () => conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
export const emailInUse = () => conflict(EMAIL_IN_USE, { email: EMAIL_IN_USE });
