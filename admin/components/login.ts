/** Name under which the panel overrides AdminJS's sign-in page (AdminJS.UserComponents.Login, see login.script.ts). */
export const LOGIN_COMPONENT = 'Login';
