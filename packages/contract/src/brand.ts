/**
 * The programme's name and strap line: the web app's header, footer and home page show them, and
 * the server signs its mails with them (the sender's name and the mails' heading).
 */
export const APP_NAME = 'Women in Tech Accelerator';
export const APP_TAGLINE = 'Accelerating Women-led Startups';
