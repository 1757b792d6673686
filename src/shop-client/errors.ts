/** Error of a call to the shop API, with what a person and a log need. */
export class ShopApiError extends Error {
  constructor(
    /** HTTP status, or 0 when no answer came back */
    public status: number,
    /** the API's code, or NETWORK / TIMEOUT / BAD_RESPONSE for the client's own failures */
    public code: string,
    /** French, ready to show */
    message: string,
    /** the call's name and URL, for logs and build failures */
    public call: string,
    public url: string,
    public fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ShopApiError';
  }

  /** One line for a log or a failed build: names the call and the URL. */
  describe(): string {
    return `appel « ${this.call} » (${this.url}) : ${this.message} [${this.status || 'pas de réponse'} ${this.code}]`;
  }
}

/** The back office's session errors: 500 with one of these codes means the session is gone. */
export const SESSION_RESET_CODES = ['invalid_token', 'blacklisted_token', 'token_required'] as const;

/** A 401 with this code is a wrong password, not an expired token: never retried. */
export const NO_RETRY_401 = 'INCORRECT_OLD_PASSWORD';
