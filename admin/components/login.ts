/** Name under which the panel overrides AdminJS's sign-in page (AdminJS.UserComponents.Login, see browser/login.js). */
export const LOGIN_COMPONENT = 'Login';
