/** Name under which the panel overrides AdminJS's signed-in menu (AdminJS.UserComponents.LoggedIn, see panel-session.script.ts). */
export const LOGGED_IN_COMPONENT = 'LoggedIn';
