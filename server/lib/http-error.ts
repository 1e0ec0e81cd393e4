/** An error whose message is safe to show to the person who made the request. */
export class HttpError extends Error {
  /** Headers the answer carries (Retry-After on a 503 that says when to come back). */
  headers?: Record<string, string>;
  /** Set on a password sign-in refused because the account must use single sign-on. */
  sso?: true;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
/** 403 with `sso: true`: the sign-in page sends the person on to the identity provider. */
export const ssoRequired = (message: string) =>
  Object.assign(new HttpError(403, message), { sso: true as const });
export const notFound = (message: string) => new HttpError(404, message);
/** The thing was here and is gone for good (a card its organisation deactivated). */
export const gone = (message: string) => new HttpError(410, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, message, fields);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** Well-formed input the server will not process, e.g. an image too large to decode safely. */
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new HttpError(422, message, fields);
/** A service the request needs is down; `cause` is logged for the operator, never shown. */
export const serviceUnavailable = (message: string, cause?: unknown) => {
  const error = new HttpError(503, message);
  if (cause !== undefined) error.cause = cause;
  return error;
};
/** A storage quota is used up (507 Insufficient Storage). */
export const insufficientStorage = (message: string) => new HttpError(507, message);
