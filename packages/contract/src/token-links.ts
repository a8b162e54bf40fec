/**
 * The paths that carry a secret token after them: the mailed links (account activation, password
 * reset, stopping reminders) and the API call that checks a reset link. The server's log redacts
 * whatever follows each of them (apps/api/src/lib/logging.ts). A new link or route with a token in
 * its path belongs here: apps/api/test/log-privacy.test.ts checks the mailed links, the API's
 * routes and the web app's routes against this list.
 */
export const TOKEN_PATHS = ['/activate/', '/reset-password/', '/reminders/stop/', '/api/check-token/'] as const;
