/** Name under which the panel overrides AdminJS's signed-in menu (AdminJS.UserComponents.LoggedIn, see browser/panel-session.js). */
export const LOGGED_IN_COMPONENT = 'LoggedIn';
